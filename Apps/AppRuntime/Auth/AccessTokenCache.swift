import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Where a client-credentials access token is kept between runs: one file per backend and
/// client in the state folder (`tokens/<key>.json`), readable by its owner only. It holds the
/// access token, never the client secret: beside it, the HMAC of the endpoint and client under
/// the secret that obtained it, so a token is used only with that secret (a changed or mistyped
/// secret is exchanged at once, and refused at once when wrong). A token that cannot be kept is
/// only exchanged again next run; with no state folder, nothing is kept.
struct AccessTokenCache: Sendable {
    /// A kept token.
    struct Entry: Codable, Sendable, Equatable {
        /// The token endpoint that granted it (its whole URL).
        var tokenEndpoint: String
        var clientID: String
        var accessToken: String
        /// When to stop using it (seconds since 1970), or nil when the backend did not say.
        var expiresAt: Double?
        /// ``AccessTokenCache/credentialCheck``: which secret obtained it, without the secret.
        /// Missing in a file kept before it was written (that token is exchanged again).
        var credential: String?

        enum CodingKeys: String, CodingKey {
            case tokenEndpoint = "token_endpoint"
            case clientID = "client_id"
            case accessToken = "access_token"
            case expiresAt = "expires_at"
            case credential = "credential_hmac"
        }
    }

    /// The token endpoint (its whole URL) and the client whose token this is.
    let tokenEndpoint: String
    let clientID: String
    /// HMAC-SHA256 of the endpoint and client id under the client secret (hex): what a kept
    /// token must carry to be used with this secret.
    let credentialCheck: String
    /// The file; nil when nothing is kept.
    let file: URL?

    /// The cache of `clientID`'s token from `tokenEndpoint`, under `stateFolder` (nil: kept for
    /// no longer than the run): keyed by the endpoint itself, so two backends behind one origin
    /// never share a token.
    init(stateFolder: URL?, tokenEndpoint: String, clientID: String, clientSecret: String) {
        self.tokenEndpoint = tokenEndpoint
        self.clientID = clientID
        credentialCheck = HMACSHA256.hex(key: Array(clientSecret.utf8),
                                         message: Array("access-token-cache-v1\n\(tokenEndpoint)\n\(clientID)".utf8))
        file = stateFolder?.appendingPathComponent("tokens").appendingPathComponent(Self.key(tokenEndpoint + "\n" + clientID) + ".json")
    }

    /// The kept token for exactly this endpoint, client and secret, if any (a file name is only a
    /// hash).
    func read() -> Entry? {
        guard let file, let data = try? Data(contentsOf: file),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.tokenEndpoint == tokenEndpoint, entry.clientID == clientID, entry.credential == credentialCheck else { return nil }
        return entry
    }

    /// An entry for `accessToken` from this endpoint and client, good until `expiresAt`.
    func entry(accessToken: String, expiresAt: Double?) -> Entry {
        Entry(tokenEndpoint: tokenEndpoint, clientID: clientID, accessToken: accessToken, expiresAt: expiresAt, credential: credentialCheck)
    }

    /// Keeps `entry`, readable by its owner only.
    /// - Throws: `.storage` saying why it could not be kept.
    func write(_ entry: Entry) throws(DomainError) {
        guard let file else { return }
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(file.lastPathComponent).\(getpid())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let data = try JSONEncoder().encode(entry)
            // Made 0600 before anything is written into it, then moved into place whole.
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            let written = FileDescriptors.writeAll(Array(data), to: descriptor)
            let failure = errno
            close(descriptor)
            guard written else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
            guard rename(temporary.path, file.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary.path)
            throw DomainError(.storage, "could not keep the access token in \(file.path): \(FilePaths.reason(for: error))",
                              hint: "the next run asks the backend for a new one; nothing else is affected")
        }
    }

    /// Forgets the kept token (the backend said it is not valid any more).
    func remove() {
        if let file { unlink(file.path) }
    }

    /// A stable file name for `text` (FNV-1a, 64 bits): not a secret, only a name.
    static func key(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

