import AppRuntime
import Core
import Expectations
import Foundation
import Testing

/// A bare 404 from a backend that answers a missing order, chat or some with its own error body
/// means the path itself is unknown there: the base URL is most likely not this API's.
@Suite("JSONBackend: a 404 without the API's error body points at the base URL", .timeLimit(.minutes(2)))
struct BaseURLNotThisAPITests {
    private func backend(_ transport: ScriptedTransport) -> JSONBackend {
        JSONBackend(baseURL: URL(string: "http://127.0.0.1:9/api")!, http: transport, headers: [], timeout: .seconds(5),
                    authHint: "check the key", errors: .problemJSON, clock: ImmediateClock(),
                    wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_165_200)))
    }

    @Test("a 404 whose body is not this API's is set up wrong (78), naming the path and the base URL to check")
    func bare404() async {
        let transport = ScriptedTransport([.status(404, body: "<html><h1>Not Found</h1></html>")])
        await #expect(throws: DomainError(
            .configuration,
            "backend at http://127.0.0.1:9 answered 404 Not Found for /api/tickets/9 without this API's error body; "
                + "http://127.0.0.1:9/api does not look like the base URL of this API",
            hint: JSONBackend.baseURLHint)) {
            _ = try await backend(transport).send("GET", ["tickets", "9"])
        }
        expectEqual(transport.requests.count, 1, "asked once, not again")
    }

    @Test("a 404 in this API's own words is the thing that does not exist (66), in those words")
    func apiNotFound() async {
        let transport = ScriptedTransport([.status(404, body: #"{"title":"Not Found","detail":"ticket 9 does not exist"}"#)])
        do {
            _ = try await backend(transport).send("GET", ["tickets", "9"])
            Issue.record("a 404 was taken as an answer")
        } catch {
            expectEqual(error.kind, .notFound)
            expectContains(error.message, "ticket 9 does not exist")
        }
    }
}
