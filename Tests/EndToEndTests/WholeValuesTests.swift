import Expectations
import Foundation
import ProcessHarness
import Testing
import UIComponent

/// Off a terminal, with no `--width`, nothing is cut (decision 0019): `grep` finds what the
/// backend sent, and every hint can be pasted. `--width N` still lays out to N.
@Suite("Whole values on a pipe", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct WholeValuesTests {
    /// A title of 200 characters, words a person might grep for at its end.
    static let longTitle = String(repeating: "Confirm the delivery window ", count: 7).prefix(188) + "! end-marker"

    /// `stub-server --fixtures` with order 42, chat c-7 and site S-1 as bundled, some 2's title made long.
    private static func longTitleFixtures() throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        let backends = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Stubs/Backends")
        for (backend, kind, name, list, title) in [("OrderBackend", "orders", "42.json", "somes", "title"), ("ChatBackend", "chats", "c-7.json", "items", "text"),
                                                   ("SiteBackend", "sites", "S-1.json", "tasks", "attributes.title")] {
            let bundled = backends.appendingPathComponent("\(backend)/Fixtures")
            let folderOfKind = folder.url.appendingPathComponent(kind)
            try FileManager.default.createDirectory(at: folderOfKind, withIntermediateDirectories: true)
            var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundled.appendingPathComponent("\(kind)/\(name)"))) as? [String: Any])
            var items = try #require(root[list] as? [[String: Any]])
            let index = try #require(items.firstIndex { "\($0["id"] ?? $0["some_id"] ?? "")" == "2" })
            if let dot = title.firstIndex(of: ".") {
                // A member of an object inside the item: JSON:API's `attributes.title`.
                let (outer, inner) = (String(title[..<dot]), String(title[title.index(after: dot)...]))
                var object = try #require(items[index][outer] as? [String: Any])
                object[inner] = String(longTitle)
                items[index][outer] = object
            } else {
                items[index][title] = String(longTitle)
            }
            root[list] = items
            try JSONSerialization.data(withJSONObject: root).write(to: folderOfKind.appendingPathComponent(name))
        }
        return folder
    }

    @Test("list on a pipe keeps every title whole: grep finds the word at its end; --width 80 still cuts it",
          arguments: AppUnderTest.all)
    func listWhole(_ app: AppUnderTest) async throws {
        expectEqual(Self.longTitle.count, 200)
        let fixtures = try Self.longTitleFixtures()
        let server = try await StubServerProcess.start(arguments: ["--fixtures", fixtures.url.path])
        defer { server.stop() }
        let data = TemporaryDirectory()
        let piped = try await app.run(["list"], server: server.baseURL, dataDir: data.url, width: nil)
        expectEqual(piped.status, 0, "\(piped.stderr)")
        let row = try #require(piped.stdout.split(separator: "\n").first { $0.contains("end-marker") })
        expectContains(String(row), String(Self.longTitle))
        expectNotContains(piped.stdout, "…")
        let fitted = try await app.run(["list"], server: server.baseURL, dataDir: data.url, width: 80)
        expectNotContains(fitted.stdout, "end-marker")
        #expect(fitted.stdout.split(separator: "\n").allSatisfy { $0.displayWidth <= 80 })
    }

    @Test("order-app list | grep supplier finds row 2; show 1 on a pipe ends with a command that pastes whole")
    func bundled() async throws {
        let app = AppUnderTest.order
        expectEqual(app.product, "order-app")
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let list = try await app.run(["list"], server: server.baseURL, dataDir: data.url, width: nil)
        let matches = list.stdout.split(separator: "\n").filter { $0.contains("supplier") }
        expectEqual(matches.count, 1)
        expectEqual(matches.first?.hasPrefix("  2 "), true, "\(matches)")
        let show = try await app.run(["show", "1"], server: server.baseURL, dataDir: data.url, width: nil)
        expectEqual(show.status, 0)
        expectContains(show.stdout, "(run `\(app.hint("other 1", server: server.baseURL, dataDir: data.url))` to open it)", "\(show.stdout)")
    }

    @Test("chat-app's attachment card on a pipe is as wide as what it holds, not as wide as the unbounded width")
    func cardOnAPipe() async throws {
        let app = AppUnderTest.chat
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let card = try await app.run(["other", "1"], server: server.baseURL, dataDir: data.url, width: nil)
        expectEqual(card.status, 0, "\(card.all)")
        let lines = card.stdout.split(separator: "\n")
        #expect(lines.contains { $0.contains("見積書.pdf") })
        #expect(lines.allSatisfy { $0.displayWidth < 80 }, "\(card.stdout)")
    }
}
