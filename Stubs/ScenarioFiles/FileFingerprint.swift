#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file looks like from outside: its inode, size and modification time. Two reads that
/// differ mean the file was written (or replaced, as editors do when they save) in between.
///
/// The sandbox compares one on every tick of its loop rather than asking inotify: a `stat` ten
/// times a second costs nothing, works the same on every platform and file system, survives an
/// editor that replaces the file, and runs on the loop's own clock, so tests drive it with ticks
/// (docs/scenario-testing.md).
public struct FileFingerprint: Sendable, Hashable {
    let inode: UInt64
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The file's fingerprint now; nil when it cannot be seen (removed, or half way through being
    /// replaced).
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}
