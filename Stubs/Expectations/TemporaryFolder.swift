import Foundation
import Testing

/// Fresh folders under the temporary folder, each removed when the test that made it ends.
///
/// A folder that removed itself when its last reference went (a `deinit`) went too early: Swift
/// may release a value right after its last use, so `dataDir: Folder().url` removed the folder
/// before the app the test then ran had made its files there, and the app made it again, to stay.
/// The folders a test makes here live until the test ends, whatever it does with them, and then
/// go together. A suite that makes them says so with ``Trait/removesTemporaryFolders``; making
/// one in a test without it is an issue that says so.
public enum TemporaryFolder {
    /// Makes `PREFIX-XXXXXXXX` (eight hex digits, a new folder each time) under the temporary
    /// folder, to be removed when the current test ends. Short, so that a path in a message
    /// still fits a terminal's line wherever the temporary folder is.
    public static func make(_ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) -> URL {
        let parent = FileManager.default.temporaryDirectory
        try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        var url: URL
        repeat {
            url = parent.appendingPathComponent("\(prefix)-\(String(UInt32.random(in: .min ... .max), radix: 16))", isDirectory: true)
        } while (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)) == nil
            && FileManager.default.fileExists(atPath: url.path)
        if let scope = TemporaryFolderScope.current {
            scope.add(url)
        } else {
            Issue.record("a temporary folder made outside a suite marked .removesTemporaryFolders would stay behind; mark the suite",
                         sourceLocation: sourceLocation)
        }
        return url
    }
}

/// The folders made while one test runs.
final class TemporaryFolderScope: @unchecked Sendable {
    @TaskLocal static var current: TemporaryFolderScope?

    private let lock = NSLock()
    private var folders: [URL] = []

    func add(_ folder: URL) {
        lock.withLock { folders.append(folder) }
    }

    func removeAll() {
        for folder in lock.withLock({ folders }) { try? FileManager.default.removeItem(at: folder) }
    }
}

/// Removes the folders each test of the suite made with ``TemporaryFolder/make(_:sourceLocation:)``
/// when the test ends, passed or failed.
public struct RemovesTemporaryFolders: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // A suite is a scope too; only a test (or one case of it) makes folders.
        guard testCase != nil else { return try await function() }
        let scope = TemporaryFolderScope()
        defer { scope.removeAll() }
        try await TemporaryFolderScope.$current.withValue(scope) { try await function() }
    }
}

extension Trait where Self == RemovesTemporaryFolders {
    /// The folders a test makes with ``TemporaryFolder/make(_:sourceLocation:)`` go when it ends.
    public static var removesTemporaryFolders: Self { RemovesTemporaryFolders() }
}
