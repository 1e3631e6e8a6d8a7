import Foundation

/// A gzip encoder for `Content-Encoding: gzip`, in Swift because the package has no zlib
/// binding and may take no new dependency.
///
/// It writes one gzip member (RFC 1952) whose deflate stream (RFC 1951) is made only of
/// **stored** blocks (`BTYPE=00`): the bytes as they are, in blocks of at most 65,535, each
/// behind a 5-byte header. That is a correct gzip stream, which every decoder reads (libcurl,
/// `gzip -d`, zlib, browsers), but it compresses nothing: the output is the input plus 18 bytes
/// for the member and 5 per block. What the stub needs is to speak the encoding, so clients
/// are tested against it, not to save bytes on loopback.
public enum Gzip {
    /// The most bytes one stored block holds (its `LEN` is 16 bits).
    public static let maxStoredBlock = 65_535

    /// `data` as a gzip member.
    public static func encode(_ data: Data) -> Data {
        var out = Data()
        out.reserveCapacity(data.count + 18 + 5 * (data.count / maxStoredBlock + 1))
        // Header: magic 1f 8b, CM 8 (deflate), FLG 0 (no name, comment, extra or header CRC),
        // MTIME 0 (none), XFL 0, OS 255 (unknown).
        out.append(contentsOf: [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF])
        var start = data.startIndex
        repeat {
            let end = data.index(start, offsetBy: maxStoredBlock, limitedBy: data.endIndex) ?? data.endIndex
            let isFinal = end == data.endIndex
            let length = UInt16(data.distance(from: start, to: end))
            // BFINAL in bit 0, BTYPE 00 in bits 1-2; a stored block then skips to the next
            // byte boundary, so the rest of this byte is padding.
            out.append(isFinal ? 0x01 : 0x00)
            appendLittleEndian(length, to: &out)
            appendLittleEndian(~length, to: &out)
            out.append(data[start..<end])
            start = end
        } while start < data.endIndex
        // Trailer: CRC-32 of the uncompressed data, then its length modulo 2^32.
        appendLittleEndian(CRC32.checksum(data), to: &out)
        appendLittleEndian(UInt32(truncatingIfNeeded: data.count), to: &out)
        return out
    }

    private static func appendLittleEndian<T: FixedWidthInteger>(_ value: T, to out: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
    }
}
