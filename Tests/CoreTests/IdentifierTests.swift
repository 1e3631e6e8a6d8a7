import Core
import Foundation
import Testing

@Suite("Identifier")
struct IdentifierTests {
    @Test("orders numeric ids as numbers and others as text")
    func ordering() {
        let ids: [SomeID] = ["10", "2", "b", "1", "a"]
        #expect(ids.sorted().map(\.rawValue) == ["1", "2", "10", "a", "b"])
    }

    @Test("encodes as a bare JSON string")
    func coding() throws {
        let data = try JSONEncoder().encode(["id": SomeID("c-7")])
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":"c-7"}"#)
        #expect(try JSONDecoder().decode(OtherID.self, from: Data(#""7""#.utf8)) == "7")
    }
}
