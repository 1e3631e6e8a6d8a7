import ChatContract
import Expectations
import Foundation
import OrderContract
import Testing

/// Facts about the apps' sources that no compiler checks.
@Suite("App sources", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct AppSourcesTests {
    static let apps = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Apps")

    @Test("no app source names a stub backend's token or demo facts: those belong to stub-server and the tests")
    func noStubFacts() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.apps, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10, "found only \(files.count) Swift files under \(Self.apps.path)")
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for forbidden in [OrderDemo.token, ChatDemo.token, "OrderDemo", "ChatDemo"] {
                expectNotContains(text, forbidden, "\(file.path) names \(forbidden)")
            }
        }
    }
}
