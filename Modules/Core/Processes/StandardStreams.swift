#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's standard streams, written straight to their descriptors (no buffer to flush).
public enum StandardStreams {
    /// Writes all of `text` to standard error; a closed or full standard error loses it quietly,
    /// as there is nowhere left to say so.
    public static func writeError(_ text: String) {
        _ = FileDescriptors.writeAll(Array(text.utf8), to: 2)
    }
}

/// Writing to a file descriptor with the C library, as full Foundation's `FileHandle` did.
public enum FileDescriptors {
    /// Writes all of `bytes` to `descriptor`, carrying on after an interrupted or partial
    /// write; false when the other end stopped taking them (a closed pipe, a full disk).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let wrote = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return false }
            sent += wrote
        }
        return true
    }
}
