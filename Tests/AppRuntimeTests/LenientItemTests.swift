@testable import AppRuntime
import Core
import Expectations
import Foundation
import Testing

@Suite("LenientItem: one unreadable item never hides the others", .timeLimit(.minutes(2)))
struct LenientItemTests {
    struct Item: Decodable, Equatable {
        var id: Int
        var title: String
        var tags: [String]?
    }

    struct Page: Decodable {
        var items: [LenientItem<Item>]
    }

    private func results(_ json: String) throws -> [Result<Item, UnreadableItem>] {
        try JSONDecoder().decode(Page.self, from: Data(json.utf8)).items.map { $0.result(idKey: "id") }
    }

    @Test("readable items come through; unreadable ones are named by id, field and problem")
    func mixed() throws {
        let results = try results("""
        {"items":[
          {"id":1,"title":"ok"},
          {"id":2,"title":null},
          {"title":"no id"},
          {"id":4,"title":7},
          {"id":"5x","title":"id of the wrong type"},
          {"id":6,"title":"t","tags":"not a list"},
          null,
          "text",
          {"id":9,"title":"also ok"}
        ]}
        """)
        expectEqual(results, [
            .success(Item(id: 1, title: "ok")),
            .failure(UnreadableItem(id: "2", field: "title", problem: "is null")),
            .failure(UnreadableItem(id: nil, field: "id", problem: "is missing")),
            .failure(UnreadableItem(id: "4", field: "title", problem: "is not a string")),
            .failure(UnreadableItem(id: "5x", field: "id", problem: "is not a number")),
            .failure(UnreadableItem(id: "6", field: "tags", problem: "is not a list")),
            .failure(UnreadableItem(id: nil, field: "item", problem: "is null")),
            .failure(UnreadableItem(id: nil, field: "item", problem: "is not an object")),
            .success(Item(id: 9, title: "also ok")),
        ])
    }

    @Test("a long id is cut so that it cannot fill a screen")
    func longID() throws {
        let long = String(repeating: "7", count: 500)
        let results = try results(#"{"items":[{"id":"\#(long)","title":null}]}"#)
        guard case .failure(let item) = results.first else { Issue.record("the item was read"); return }
        expectEqual(item.id, String(repeating: "7", count: 39) + "…")
    }

    @Test("a page whose own fields are wrong still fails as a whole")
    func pageStillStrict() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Page.self, from: Data(#"{"items":null}"#.utf8)) }
    }
}
