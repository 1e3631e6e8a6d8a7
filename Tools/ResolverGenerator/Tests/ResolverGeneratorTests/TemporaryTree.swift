import Foundation

/// A folder of files in the temporary directory, removed by `remove()`.
struct TemporaryTree {
    let root: URL

    /// Writes `files` (relative path: text) under a new folder.
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func read(_ relative: String) throws -> String { try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8) }

    func write(_ relative: String, _ text: String) throws {
        try text.write(to: root.appendingPathComponent(relative), atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
