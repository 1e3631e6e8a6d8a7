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
        guard !closed.withLock({ $0.contains(2) }) else { return }
        _ = FileDescriptors.writeAll(Array(text.utf8), to: 2)
    }

    /// Writes all of `text` to standard output. A write that fails (the reader gone, a full
    /// disk, a closed stream) is remembered, the first one's `errno` in ``outputFailure``, for
    /// the end of the run to act on: the writes go on being tried, and fail the same way.
    public static func writeOutput(_ text: String) {
        guard !text.isEmpty else { return }
        guard !closed.withLock({ $0.contains(1) }) else {
            failure.withLock { $0 = $0 ?? EBADF }
            return
        }
        var text = text
        guard let error = text.withUTF8({ FileDescriptors.writeAllOrError($0, to: 1) }) else { return }
        failure.withLock { $0 = $0 ?? error }
    }

    /// The `errno` of the first write to standard output that failed, or nil when none has;
    /// `EBADF` when standard output was closed when the process started and something was to
    /// be written to it.
    public static var outputFailure: Int32? { failure.withLock { $0 } }

    /// Finds out whether the process was started with standard output or standard error closed
    /// (`order-app list >&-`), and if so writes nothing to that number from then on. By the
    /// time a Swift program's code runs, the concurrency runtime may already have been given the
    /// free number for a descriptor of its own (an epoll or event descriptor, seen as
    /// `anon_inode:` in `/proc/self/fd`), and the output must not go there. Standard output found
    /// closed makes every write to it fail (`EBADF`). Call it first thing in a process.
    public static func noteClosedStreams() {
        for descriptor: Int32 in 1...2 where !isFromParent(descriptor) {
            closed.withLock { _ = $0.insert(descriptor) }
        }
    }

    /// Whether `descriptor` is open on something the process was given (a terminal, a file, a
    /// pipe, a socket), not closed nor one of the runtime's own.
    private static func isFromParent(_ descriptor: Int32) -> Bool {
        guard fcntl(descriptor, F_GETFD) != -1 else { return false }
        var target = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/self/fd/\(descriptor)", &target, target.count - 1)
        guard length > 0 else { return true }  // no /proc: taken as given
        return !String(decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self).hasPrefix("anon_inode:")
    }

    private static let closed = Locked<Set<Int32>>([])

    private static let failure = Locked<Int32?>(nil)
}

/// Writing to a file descriptor with the C library, as full Foundation's `FileHandle` did.
public enum FileDescriptors {
    /// Writes all of `bytes` to `descriptor`, carrying on after an interrupted or partial
    /// write; false when the other end stopped taking them (a closed pipe, a full disk).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { writeAllOrError($0, to: descriptor) } == nil
    }

    /// Writes all of `bytes` to `descriptor`, carrying on after an interrupted or partial write;
    /// nil once they are all written, else the `errno` of the write that failed, read as it
    /// failed (`EIO` for a write that took nothing and said nothing).
    public static func writeAllOrError(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var sent = 0
        while sent < bytes.count {
            let wrote = write(descriptor, bytes.baseAddress! + sent, bytes.count - sent)
            if wrote > 0 {
                sent += wrote
                continue
            }
            let error = wrote < 0 ? errno : EIO
            if error == EINTR { continue }
            return error
        }
        return nil
    }
}
