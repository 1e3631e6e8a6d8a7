import AppRuntime
import Expectations
import Foundation
import HTTPClientLive
import Testing

/// What adapters for servers in the wild read through the runtime instead of by hand: the next
/// page from any of the common paging headers, an `If-Match` from a bare version, and a linked
/// item's id from its link.
@Suite("Paging headers, entity-tags and links to items", .timeLimit(.minutes(1)))
struct PagingAndLinksTests {
    @Test("the next page: Link rel=next first, else Kinto's Next-Page, else none")
    func nextPage() {
        expectEqual(NextPage.link(in: ["Link": #"<https://api/x?page=2>; rel="next", <https://api/x?page=9>; rel="last""#]), "https://api/x?page=2")
        expectEqual(NextPage.link(in: ["Next-Page": " https://kinto/v1/buckets/b/collections/c/records?_token=abc "]),
                    "https://kinto/v1/buckets/b/collections/c/records?_token=abc")
        expectEqual(NextPage.link(in: ["Link": #"<https://api/x?page=1>; rel="prev""#, "Next-Page": "/v1/records?_token=z"]), "/v1/records?_token=z")
        expectNil(NextPage.link(in: ["Link": #"<https://api/x?page=1>; rel="prev""#]))
        expectNil(NextPage.link(in: ["Next-Page": "  "]))
    }

    @Test("If-Match: an entity-tag as sent, weak or strong; a bare version quoted; one no tag can hold refused", arguments: [
        ("\"v1\"", "\"v1\""), ("W/\"v1\"", "W/\"v1\""), ("1712345678901", "\"1712345678901\""), ("changed-at=5", "\"changed-at=5\""),
    ])
    func ifMatch(_ version: String, _ expected: String) {
        expectEqual(EntityTag.ifMatch(version), expected)
    }

    @Test("a version with a quote inside, a control character, a space, or nothing is not an entity-tag", arguments: ["", "a\"b", "a b", "x\u{1}", "\"", "W/\""])
    func notATag(_ version: String) {
        expectNil(EntityTag.ifMatch(version))
    }

    @Test("a linked item's id from its link, absolute or relative, under the base URL's path; and the path back from it")
    func pathTemplate() {
        let base = URL(string: "https://api.example/v2")!
        let inspection = PathTemplate("/sites/{site}/inspections/{id}")
        expectEqual(inspection.values(in: "https://api.example/v2/sites/S-1/inspections/9?embed=all", relativeTo: base), ["site": "S-1", "id": "9"])
        expectEqual(inspection.values(in: "/v2/sites/S%201/inspections/a%2Fb", relativeTo: base), ["site": "S 1", "id": "a/b"])
        expectEqual(inspection.values(in: "sites/S-1/inspections/9", relativeTo: base), ["site": "S-1", "id": "9"])
        expectEqual(inspection.values(in: "https://api.example:443/v2/sites/S-1/inspections/9", relativeTo: base), ["site": "S-1", "id": "9"])
        expectNil(inspection.values(in: "https://api.example:8443/v2/sites/S-1/inspections/9", relativeTo: base))
        expectNil(inspection.values(in: "https://elsewhere.example/v2/sites/S-1/inspections/9", relativeTo: base))
        expectNil(inspection.values(in: "https://api.example/v1/sites/S-1/inspections/9", relativeTo: base))
        expectNil(inspection.values(in: "https://api.example/v2/sites/S-1/tasks/9", relativeTo: base))
        expectNil(inspection.values(in: "https://api.example/v2/sites/S-1/inspections/9/photos", relativeTo: base))
        expectEqual(inspection.segments(["site": "S-1", "id": "9"]), ["sites", "S-1", "inspections", "9"])
        expectNil(inspection.segments(["site": "S-1"]))
    }
}
