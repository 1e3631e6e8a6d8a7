import Expectations
import Foundation
import Testing
@testable import StubServer

@Suite("Pagination cursors", .timeLimit(.minutes(2)))
struct OffsetCursorTests {
    @Test func roundTripsAndIsURLSafe() throws {
        let cursor = OffsetCursor(tag: "v1", scope: "c-7", offset: 10)
        #expect(!cursor.encoded.contains(where: { "+/=".contains($0) }))
        expectEqual(OffsetCursor(decoding: cursor.encoded, tag: "v1", scope: "c-7"), cursor)
    }

    @Test func isBoundToItsChat() {
        expectNil(OffsetCursor(decoding: OffsetCursor(tag: "v1", scope: "c-7", offset: 5).encoded, tag: "v1", scope: "c-8"))
    }

    @Test func isBoundToItsAPI() {
        let site = OffsetCursor(tag: "s1", scope: "S-1", offset: 5)
        expectEqual(OffsetCursor(decoding: site.encoded, tag: "s1", scope: "S-1"), site)
        expectNil(OffsetCursor(decoding: site.encoded, tag: "v1", scope: "S-1"))
    }
}
