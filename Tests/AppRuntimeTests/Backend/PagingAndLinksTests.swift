import AppRuntime
import Core
import Expectations
import Foundation
import HTTPClientLive
import Testing

/// What adapters for servers in the wild read through the runtime instead of by hand: the next
/// page from any of the common paging headers, an `If-Match` from a bare version, and a linked
/// item's id from its link.
@Suite("Paging headers, entity-tags and links to items", .timeLimit(.minutes(2)))
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

    /// What an adapter for Kinto does: read page 1, then follow `NextPage.link` until there is none.
    private func follow(_ backend: JSONBackend) async throws(DomainError) -> Int {
        var response = try await backend.send("GET", ["buckets", "b", "collections", "c", "records"])
        var pages = 1
        while let next = NextPage.link(in: response.headers) {
            response = try await backend.send("GET", link: next)
            pages += 1
        }
        return pages
    }

    private func kinto(_ transport: ScriptedTransport) -> JSONBackend {
        JSONBackend(baseURL: URL(string: "http://kinto.example:8888/v1")!, http: transport, headers: [("Authorization", "Basic YTpi")],
                    timeout: .seconds(5), authHint: "", errors: .none, clock: ImmediateClock(),
                    wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_165_200)))
    }

    @Test("Kinto's Next-Page followed through the backend: relative and absolute on the same origin, with the run's credentials, to the last page")
    func nextPageFollowed() async throws {
        let transport = ScriptedTransport([
            .status(200, ["Next-Page": "/v1/buckets/b/collections/c/records?_limit=2&_token=p2"], body: #"{"data":[]}"#),
            .status(200, ["Next-Page": "http://kinto.example:8888/v1/buckets/b/collections/c/records?_limit=2&_token=p3"], body: #"{"data":[]}"#),
            .status(200, [:], body: #"{"data":[]}"#),
        ])
        expectEqual(try await follow(kinto(transport)), 3)
        expectEqual(transport.requests.map(\.url.absoluteString), [
            "http://kinto.example:8888/v1/buckets/b/collections/c/records",
            "http://kinto.example:8888/v1/buckets/b/collections/c/records?_limit=2&_token=p2",
            "http://kinto.example:8888/v1/buckets/b/collections/c/records?_limit=2&_token=p3",
        ])
        for request in transport.requests {
            expectEqual(request.headers.first { $0.name == "Authorization" }?.value, "Basic YTpi", "\(request.url)")
        }
    }

    @Test("a Next-Page on another origin is not followed: the credentials stay with the backend, and the error names where to point --base-url")
    func nextPageElsewhere() async {
        let transport = ScriptedTransport([
            .status(200, ["Next-Page": "https://elsewhere.example/v1/records?_token=p2"], body: #"{"data":[]}"#),
        ])
        do {
            _ = try await follow(kinto(transport))
            Issue.record("a page on another origin was followed")
        } catch {
            expectContains(error.message, "another origin (https://elsewhere.example)")
            expectContains(error.hint ?? "", "--base-url")
        }
        expectEqual(transport.requests.count, 1)
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
