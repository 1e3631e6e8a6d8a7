import Foundation
import Testing

/// Compares text with reviewed files in the `Goldens/` folder beside the test file that makes it
/// (`GoldenFiles(beside: #filePath)`): every sandbox's golden tests use this one.
///
/// A missing or different golden fails the test and prints how to re-record. Re-recording is
/// deliberate: `RECORD_GOLDENS=1 swift test --filter <Name>SandboxTests`, then review the diff
/// in git before committing it (docs/scenario-testing.md).
public struct GoldenFiles: Sendable {
    /// The folder the goldens are in.
    public let directory: URL

    /// The goldens in `Goldens/` beside `file` (pass `#filePath`).
    public init(beside file: String) {
        directory = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    /// Records an issue unless `actual` is the golden `name` (or, with `RECORD_GOLDENS=1`, writes it).
    public func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); record it with RECORD_GOLDENS=1 and review it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let diff = Self.firstDifference(expected, actual)
            Issue.record("\(name) differs from its golden at line \(diff.line):\n  golden: \(diff.expected)\n  actual: \(diff.actual)\nIf the change is intended, re-record with RECORD_GOLDENS=1 and review the git diff.", sourceLocation: sourceLocation)
        }
    }

    static func firstDifference(_ a: String, _ b: String) -> (line: Int, expected: String, actual: String) {
        let left = a.components(separatedBy: "\n"), right = b.components(separatedBy: "\n")
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : "<end>", r = index < right.count ? right[index] : "<end>"
            if l != r { return (index + 1, l, r) }
        }
        return (0, "", "")
    }
}
