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

    /// Kinto's error body: its shape, with no `message` for a missing record.
    struct KintoError: Decodable {
        var code: Int
        var errno: Int
        var error: String
        var message: String?
    }

    @Test("a 404 in this API's own shape without a message (Kinto's) is the thing that does not exist (66); a foreign page is still 78")
    func apiShapeWithoutMessage() async {
        let kinto = BackendErrorFormat.json(KintoError.self) { $0.message }
        let make = { (transport: ScriptedTransport) in
            JSONBackend(baseURL: URL(string: "http://127.0.0.1:9/v1")!, http: transport, headers: [], timeout: .seconds(5),
                        authHint: "check the password", errors: kinto, clock: ImmediateClock(),
                        wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_165_200)))
        }
        let record = ScriptedTransport([.status(404, body: #"{"code":404,"errno":110,"error":"Not Found","details":{"id":"r9","resource_name":"record"}}"#)])
        do {
            _ = try await make(record).send("GET", ["buckets", "b", "collections", "c", "records", "r9"])
            Issue.record("a 404 was taken as an answer")
        } catch {
            expectEqual(error.kind, .notFound, "\(error)")
        }
        let page = ScriptedTransport([.status(404, body: #"{"status":"not here"}"#)])
        do {
            _ = try await make(page).send("GET", ["records", "r9"])
            Issue.record("a 404 was taken as an answer")
        } catch {
            expectEqual(error.kind, .configuration, "\(error)")
        }
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
