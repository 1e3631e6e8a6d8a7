import Core
import Expectations
import Foundation
import Testing

/// The small text and path helpers that stand in for full Foundation in the apps.
@Suite("Text and paths without full Foundation", .timeLimit(.minutes(2)))
struct TextAndPathTests {
    @Test("trimmed() drops whitespace and line breaks at either end only; trimmed(where:) drops what it is told")
    func trimming() {
        expectEqual("  a b \t\r\n".trimmed(), "a b")
        expectEqual(" \n ".trimmed(), "")
        expectEqual("\"rel\", ".trimmed(where: { "\" ,".contains($0) }), "rel")
        expectEqual("x"[...].trimmed(), "x")
    }

    @Test("percent-encoding keeps what it is told and writes every other UTF-8 byte as %XX", arguments: [
        ("a b&c=d", "a%20b%26c%3Dd"), ("id-1._~", "id-1._~"), ("é", "%C3%A9"), ("50%", "50%25"),
    ])
    func formEncoding(_ text: String, _ encoded: String) {
        expectEqual(PercentEncoding.encode(text, keeping: PercentEncoding.isUnreserved), encoded)
        expectEqual(encoded.removingPercentEncoding, text)
    }

    @Test("a path segment keeps its sub-delimiters but never a slash, query, fragment, parameter or percent")
    func pathSegment() {
        expectEqual(PercentEncoding.encode("../a/b?c#d;e%f", keeping: PercentEncoding.isPathSegmentSafe), "..%2Fa%2Fb%3Fc%23d%3Be%25f")
        expectEqual(PercentEncoding.encode("a:b@c!$&'()*+,=", keeping: PercentEncoding.isPathSegmentSafe), "a:b@c!$&'()*+,=")
    }

    @Test("the parent of a path is what NSString's deletingLastPathComponent says", arguments: [
        ("/a/b", "/a"), ("/a/b/", "/a"), ("/a", "/"), ("/", "/"), ("a", ""), ("a/b", "a"), ("a/b//", "a"), ("", ""), ("/a//b", "/a"),
    ])
    func parent(_ path: String, _ parent: String) {
        expectEqual(FilePaths.parent(of: path), parent)
    }

    @Test("appending a component and expanding ~")
    func appendingAndTilde() {
        expectEqual(FilePaths.appending("c", to: "/a/b"), "/a/b/c")
        expectEqual(FilePaths.appending("c", to: "/"), "/c")
        expectEqual(FilePaths.appending("c", to: ""), "c")
        expectEqual(FilePaths.expandingTilde("~/x/y", home: "/home/me"), "/home/me/x/y")
        expectEqual(FilePaths.expandingTilde("~", home: "/home/me"), "/home/me")
        expectEqual(FilePaths.expandingTilde("a/~", home: "/home/me"), "a/~")
        expectEqual(FilePaths.expandingTilde("~/x", home: nil), "~/x")
    }

    @Test("kind, permissions and the system's words for a file error")
    func kindsAndReasons() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("f")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(), attributes: [.posixPermissions: 0o640])
        expectEqual(FilePaths.kind(of: folder.path), .folder)
        expectEqual(FilePaths.kind(of: file.path), .file)
        expectEqual(FilePaths.kind(of: folder.appendingPathComponent("none").path), .missing)
        expectEqual(FilePaths.permissions(of: file.path), 0o640)
        expectNil(FilePaths.permissions(of: folder.appendingPathComponent("none").path))
        let error = #expect(throws: (any Error).self) {
            try Data().write(to: folder.appendingPathComponent("none/deeper"))
        }
        expectEqual(error.map(FilePaths.reason(for:)), "No such file or directory")
    }
}
