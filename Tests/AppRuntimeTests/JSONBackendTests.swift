@testable import AppRuntime
import Core
import Expectations
import Foundation
import HTTPClientLive
import Testing

@Suite("JSONBackend: links and error formats", .timeLimit(.minutes(2)))
struct JSONBackendTests {
    /// A backend whose port nothing listens on: a test that reaches the network fails as unavailable.
    let backend = JSONBackend(baseURL: URL(string: "http://127.0.0.1:9/api")!, http: HTTPClient(),
                              headers: [("X-Api-Key", "secret")], timeout: .seconds(2), authHint: "check the key",
                              errors: .problemJSON, clock: ImmediateClock(),
                              wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_165_200)))

    @Test("a link to another origin is refused before anything is sent, so the key stays home", arguments: [
        "https://elsewhere.example/api/tickets?page=2", "http://127.0.0.1:10/api/tickets", "https://127.0.0.1:9/api/tickets",
    ])
    func otherOrigin(_ link: String) async {
        do {
            _ = try await backend.send("GET", link: link)
            Issue.record("a link to another origin was followed")
        } catch {
            expectEqual(error.kind, .badResponse)
            expectContains(error.message, "linked to another origin")
            expectNotContains(error.description, "secret")
        }
    }

    @Test("a relative or same-origin link is followed (here: to a closed port, so unavailable)", arguments: [
        "/api/tickets?page=2", "http://127.0.0.1:9/api/tickets?page=2", "tickets?page=2",
    ])
    func sameOrigin(_ link: String) async {
        do {
            _ = try await backend.send("GET", link: link)
            Issue.record("nothing listens on port 9; the request cannot have succeeded")
        } catch {
            expectEqual(error.kind, .unavailable)
        }
    }

    @Test("RFC 7807 problem documents give their detail, else their title; other bodies give nothing")
    func problemJSON() {
        let format = BackendErrorFormat.problemJSON
        expectEqual(format.message(Data(#"{"type":"about:blank","title":"Not Found","status":404,"detail":"board ops has no ticket 9"}"#.utf8)), "board ops has no ticket 9")
        expectEqual(format.message(Data(#"{"title":"Conflict","status":409}"#.utf8)), "Conflict")
        expectNil(format.message(Data("<html>oops</html>".utf8)))
        expectNil(BackendErrorFormat.none.message(Data(#"{"detail":"x"}"#.utf8)))
    }
}
