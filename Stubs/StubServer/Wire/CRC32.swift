import Foundation

/// CRC-32 as gzip (RFC 1952 §8) and zlib compute it: the reflected polynomial `0xEDB88320`,
/// starting from all ones and inverted at the end. `CRC32.checksum("123456789")` is `0xCBF43926`.
enum CRC32 {
    /// The remainder of each byte value, computed once.
    private static let table: [UInt32] = (0...255).map { byte in
        var remainder = UInt32(byte)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? 0xEDB8_8320 ^ (remainder >> 1) : remainder >> 1
        }
        return remainder
    }

    /// The CRC-32 of `bytes`.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }
}
