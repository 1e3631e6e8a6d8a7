#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// The few path operations the modules need, on plain strings and the system's `stat`: what
/// full Foundation's `NSString` path methods did, without linking full Foundation (and its
/// 34 MB of ICU data) into the apps (docs/decisions/0016-apps-ship-with-the-swift-runtime-inside.md).
public enum FilePaths {
    /// `path` without its last component: "/a/b" → "/a", "/a" → "/", "a" → "", "a/b/" → "a".
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// `$HOME`, or when it is unset or empty the home folder the user database names.
    public static func homeFolder() -> String {
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { return home }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }

    /// `component` after `path`, with one slash between them.
    public static func appending(_ component: String, to path: String) -> String {
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// `~` or `~/…` with the home folder (``homeFolder()``) in its place; any other path as is.
    public static func expandingTilde(_ path: String, home: String? = homeFolder()) -> String {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        return path == "~" ? home : appending(String(path.dropFirst(2)), to: home)
    }

    /// What is at `path`, following symbolic links.
    public enum Kind: Equatable, Sendable { case missing, folder, file }

    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// The permission bits of what is at `path` (`0o600`), nil when nothing is there.
    public static func permissions(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o7777)
    }

    /// Why a file operation failed, in the system's words ("No space left on device"), from
    /// the error FoundationEssentials throws (whose own description is its type's dump).
    public static func reason(for error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let error = error as? POSIXError {
            return String(cString: strerror(error.code.rawValue))
        }
        if let error = error as? CocoaError {
            switch error.code {
            case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
            case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
            case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
            case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
            default: return "the file system refused it (Foundation error \(error.code.rawValue))"
            }
        }
        return String(describing: error)
    }
}
