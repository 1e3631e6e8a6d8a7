import Core
import Expectations
import Foundation
import Testing

@Suite("Identifier", .timeLimit(.minutes(2)))
struct IdentifierTests {
    @Test("orders numeric ids as numbers and others as text")
    func ordering() {
        let ids: [SomeID] = ["10", "2", "b", "1", "a"]
        expectEqual(ids.sorted().map(\.rawValue), ["1", "2", "10", "a", "b"])
    }

    @Test("encodes as a bare JSON string")
    func coding() throws {
        let data = try JSONEncoder().encode(["id": SomeID("c-7")])
        expectEqual(String(decoding: data, as: UTF8.self), #"{"id":"c-7"}"#)
        try expectEqual(JSONDecoder().decode(OtherID.self, from: Data(#""7""#.utf8)), "7")
    }
}
