@testable import AppRuntime
import Expectations
import Foundation
import Testing

/// A kept access token is bound to the secret that obtained it, by a keyed hash (HMAC-SHA256)
/// checked against published test vectors; the secret itself is never written.
@Suite("AccessTokenCache and HMAC-SHA256", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct AccessTokenCacheTests {
    @Test("SHA-256 gives FIPS 180's digests, across block boundaries")
    func sha256() {
        let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02x", $0) }.joined() }
        expectEqual(hex(SHA256.digest([])), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        expectEqual(hex(SHA256.digest(Array("abc".utf8))), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        expectEqual(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))),
                    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // 1,000 bytes: sixteen blocks, the length in the last.
        expectEqual(hex(SHA256.digest([UInt8](repeating: 0x61, count: 1000))), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test("HMAC-SHA256 gives RFC 4231's codes, a key longer than a block included")
    func hmac() {
        expectEqual(HMACSHA256.hex(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)),
                    "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        expectEqual(HMACSHA256.hex(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)),
                    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        expectEqual(HMACSHA256.hex(key: [UInt8](repeating: 0xaa, count: 131),
                                   message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)),
                    "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test("a kept token is read back only with the secret that obtained it; the file never holds the secret")
    func boundToTheSecret() throws {
        let folder = TemporaryFolder.make("tok")
        let endpoint = "http://127.0.0.1:8080/oauth/token"
        let cache = AccessTokenCache(stateFolder: folder, tokenEndpoint: endpoint, clientID: "client", clientSecret: "secret-one")
        try cache.write(cache.entry(accessToken: "at-1", expiresAt: nil))
        expectEqual(cache.read()?.accessToken, "at-1")
        let changed = AccessTokenCache(stateFolder: folder, tokenEndpoint: endpoint, clientID: "client", clientSecret: "secret-two")
        expectEqual(changed.file, cache.file)
        expectNil(changed.read())
        let text = try String(contentsOf: try #require(cache.file), encoding: .utf8)
        expectNotContains(text, "secret-one")
        expectContains(text, "credential_hmac")
    }

    @Test("a token kept before tokens were bound (no credential) is not used")
    func keptBeforeBinding() throws {
        let folder = TemporaryFolder.make("tok")
        let cache = AccessTokenCache(stateFolder: folder, tokenEndpoint: "http://h/token", clientID: "c", clientSecret: "s")
        var old = cache.entry(accessToken: "at-old", expiresAt: nil)
        old.credential = nil
        try cache.write(old)
        expectNil(cache.read())
    }
}
