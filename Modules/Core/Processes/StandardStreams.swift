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
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let wrote = bytes.withUnsafeBytes { systemWrite(2, $0.baseAddress, $0.count) }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return }
            bytes = bytes.dropFirst(wrote)
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
