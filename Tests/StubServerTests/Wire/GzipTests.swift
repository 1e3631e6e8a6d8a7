import Expectations
import Foundation
import Testing
@testable import StubServer

@Suite("The gzip encoder (stored deflate blocks)", .timeLimit(.minutes(2)))
struct GzipTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        expectEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        expectEqual(CRC32.checksum([UInt8]()), 0)
    }

    @Test(arguments: [0, 1, 300, Gzip.maxStoredBlock, Gzip.maxStoredBlock + 1, 3 * Gzip.maxStoredBlock + 17])
    func gzipDecodesWhatItEncoded(count: Int) async throws {
        var generator = SystemRandomNumberGenerator()
        let data = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let decoded = try await SystemGzip.decompress(Gzip.encode(data))
        expectEqual(decoded, data)
    }

    @Test func theStreamIsOneMemberOfStoredBlocksWithTheCRCAndSize() {
        let data = Data(repeating: 0x61, count: Gzip.maxStoredBlock + 2)
        let encoded = Gzip.encode(data)
        expectEqual(Array(encoded.prefix(4)), [0x1F, 0x8B, 0x08, 0x00])
        expectEqual(encoded.count, 10 + 2 * 5 + data.count + 8)
        let bytes = Array(encoded)
        // First block: not final, stored, 65535 bytes; the second: final, 2 bytes.
        expectEqual(Array(bytes[10..<15]), [0x00, 0xFF, 0xFF, 0x00, 0x00])
        expectEqual(Array(bytes[(15 + 65_535)..<(20 + 65_535)]), [0x01, 0x02, 0x00, 0xFD, 0xFF])
        let trailer = Array(bytes.suffix(8))
        let crc = UInt32(trailer[0]) | UInt32(trailer[1]) << 8 | UInt32(trailer[2]) << 16 | UInt32(trailer[3]) << 24
        let size = UInt32(trailer[4]) | UInt32(trailer[5]) << 8 | UInt32(trailer[6]) << 16 | UInt32(trailer[7]) << 24
        expectEqual(crc, CRC32.checksum(data))
        expectEqual(size, UInt32(data.count))
    }

    @Test(arguments: [
        ("gzip", true), ("deflate, gzip, br, zstd", true), ("GZIP;q=0.5", true), ("x-gzip", true), ("*", true),
        (nil, false), ("", false), ("identity", false), ("br", false), ("gzip;q=0", false), ("*;q=0", false),
        ("*, gzip;q=0", false), ("gzip;q=0, *", false),
    ] as [(String?, Bool)])
    func acceptEncodingIsReadAsRFC9110Says(header: String?, accepts: Bool) {
        expectEqual(AcceptEncoding.acceptsGzip(header), accepts)
    }
}
