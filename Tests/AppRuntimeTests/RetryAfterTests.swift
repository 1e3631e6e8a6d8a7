@testable import AppRuntime
import Core
import Expectations
import Foundation
import HTTPClientLive
import Testing

@Suite("Retry-After: read waits that fit the timeout are honoured on the injected clock; others are reported", .timeLimit(.minutes(2)))
struct RetryAfterTests {
    /// 2026-11-21T14:03:00Z, a Saturday.
    let now = Date(timeIntervalSince1970: 1_795_269_780)
    let utc = TimeZone(identifier: "UTC")!

    private func backend(_ transport: ScriptedTransport, clock: ImmediateClock, timeout: Duration = .seconds(15),
                         rerun: String? = "order-app --order 42 list") -> JSONBackend {
        JSONBackend(baseURL: URL(string: "http://127.0.0.1:9")!, http: transport, headers: [], timeout: timeout,
                    authHint: "check the token", errors: .none, clock: clock,
                    wallClock: FixedClock(now: now, timeZone: utc), rerunCommand: rerun)
    }

    @Test("seconds, the three HTTP-date forms, a past date and nonsense", arguments: [
        ("120", Duration.seconds(120)),
        (" 0 ", Duration.zero),
        ("Sat, 21 Nov 2026 14:05:00 GMT", Duration.seconds(120)),
        ("Saturday, 21-Nov-26 14:04:00 GMT", Duration.seconds(60)),
        ("Sat Nov 21 14:03:30 2026", Duration.seconds(30)),
        ("Sat, 21 Nov 2026 13:00:00 GMT", Duration.zero),
    ])
    func parses(_ value: String, _ expected: Duration) {
        expectEqual(RetryAfter.wait(value, now: now), expected)
    }

    @Test("values that are neither seconds nor a date are not a wait", arguments: ["-5", "1.5", "soon", "", "Sat, 99 Nov 2026 14:05:00 GMT"])
    func rejects(_ value: String) {
        expectNil(RetryAfter.wait(value, now: now))
    }

    @Test("a read refused with 429 and a short Retry-After is sent again after that wait, on the clock")
    func retriesRead() async throws {
        let transport = ScriptedTransport([.status(429, ["Retry-After": "2"]), .status(200)])
        let clock = ImmediateClock()
        let response = try await backend(transport, clock: clock).send("GET", ["somes"])
        expectEqual(response.status, 200)
        expectEqual(transport.requests.count, 2)
        expectEqual(clock.now.offset, .seconds(2))
    }

    @Test("an HTTP-date is waited until, measured from the wall clock")
    func retriesUntilDate() async throws {
        let transport = ScriptedTransport([.status(503, ["Retry-After": "Sat, 21 Nov 2026 14:03:05 GMT"]), .status(200)])
        let clock = ImmediateClock()
        _ = try await backend(transport, clock: clock).send("GET", ["somes"])
        expectEqual(clock.now.offset, .seconds(5))
    }

    @Test("at most two retries; the third refusal is reported with the wait")
    func boundedRetries() async {
        let transport = ScriptedTransport(Array(repeating: .status(503, ["Retry-After": "1"]), count: 3))
        let clock = ImmediateClock()
        let error = await #expect(throws: DomainError.self) { try await backend(transport, clock: clock).send("GET", ["somes"]) }
        expectEqual(transport.requests.count, 3)
        expectEqual(clock.now.offset, .seconds(2))
        expectEqual(error?.kind, .unavailable)
        expectEqual(error?.message, "backend at http://127.0.0.1:9 answered 503 Service Unavailable; the backend asks to wait 1 s")
        expectEqual(error?.hint, "try again after 14:04: `order-app --order 42 list`")
    }

    @Test("a wait longer than the timeout is not slept: it is reported with how long and until when, and the command to paste")
    func tooLong() async {
        let transport = ScriptedTransport([.status(429, ["Retry-After": "120"], body: "slow down")])
        let clock = ImmediateClock()
        let error = await #expect(throws: DomainError.self) { try await backend(transport, clock: clock).send("GET", ["somes"]) }
        expectEqual(clock.now.offset, .zero)
        expectEqual(transport.requests.count, 1)
        expectEqual(error, DomainError(.unavailable, "backend at http://127.0.0.1:9 answered 429 Too Many Requests; the backend asks to wait 120 s",
                                     hint: "try again after 14:05: `order-app --order 42 list`"))
    }

    @Test("a wait that ends on another day says the day")
    func anotherDay() async {
        let transport = ScriptedTransport([.status(503, ["Retry-After": "86400"])])
        let error = await #expect(throws: DomainError.self) { try await backend(transport, clock: ImmediateClock(), rerun: nil).send("GET", ["somes"]) }
        expectEqual(error?.hint, "try again after 2026-11-22 14:03")
    }

    @Test("a write refused with 429 (not processed) is sent again after the wait, like a read; past its budget it is reported, keeping the answer's status, headers and body")
    func writeTooManyRequests() async throws {
        let transport = ScriptedTransport([.status(429, ["Retry-After": "2"]), .status(200)])
        let clock = ImmediateClock()
        let response = try await backend(transport, clock: clock).send("PATCH", ["somes", "1"], body: Data("{}".utf8), headers: [("Idempotency-Key", "k1")])
        expectEqual(response.status, 200)
        expectEqual(transport.requests.count, 2)
        expectEqual(transport.requests.map { $0.headers.first { $0.name == "Idempotency-Key" }?.value }, ["k1", "k1"])
        expectEqual(clock.now.offset, .seconds(2))

        let busy = ScriptedTransport([.status(429, ["Retry-After": "120"], body: "{\"error\":\"rate_limited\"}")])
        let error = await #expect(throws: DomainError.self) {
            try await backend(busy, clock: ImmediateClock()).send("POST", ["somes", "1", "comments"], body: Data("{}".utf8))
        }
        expectEqual(error?.status, 429)
        expectEqual(error?.headers["retry-after"], "120")
        expectEqual(error?.body, Array("{\"error\":\"rate_limited\"}".utf8))
    }

    @Test("a refusal's body reaches the adapter with its status and headers (a 409's current state, say)")
    func refusalBody() async {
        let body = "{\"current_state\":\"done\",\"current_revision\":7}"
        let transport = ScriptedTransport([.status(409, ["ETag": "\"7\""], body: body)])
        let error = await #expect(throws: DomainError.self) {
            try await backend(transport, clock: ImmediateClock()).send("PATCH", ["somes", "1"], body: Data("{}".utf8))
        }
        expectEqual(error?.kind, .rejected)
        expectEqual(error?.status, 409)
        expectEqual(error?.headers["etag"], "\"7\"")
        expectEqual(error.map { String(decoding: $0.body, as: UTF8.self) }, body)
    }

    @Test("a write refused with 503 is never sent again here, whatever the wait: the outbox resends it with its key")
    func writesNotRetried() async {
        let transport = ScriptedTransport([.status(503, ["Retry-After": "1"])])
        let clock = ImmediateClock()
        let error = await #expect(throws: DomainError.self) {
            try await backend(transport, clock: clock).send("PATCH", ["somes", "1"], body: Data("{}".utf8), headers: [("Idempotency-Key", "k1")])
        }
        expectEqual(transport.requests.count, 1)
        expectEqual(clock.now.offset, .zero)
        expectEqual(error?.kind, .unavailable)
        expectEqual(error?.message.hasSuffix("the backend asks to wait 1 s"), true)
    }

    @Test("429 or 503 without Retry-After, and 500 with one, are reported at once as before")
    func noRetryAfter() async {
        let answers: [Result<HTTPResponse, DomainError>] = [.status(429), .status(503), .status(500, ["Retry-After": "1"])]
        for answer in answers {
            let transport = ScriptedTransport([answer])
            let error = await #expect(throws: DomainError.self) { try await backend(transport, clock: ImmediateClock()).send("GET", ["somes"]) }
            expectEqual(transport.requests.count, 1)
            expectEqual(error?.kind, .unavailable)
            expectEqual(error?.hint, "the backend is failing; try again later")
        }
    }

    @Test("a 401 keeps the credentials hint")
    func unauthorized() async {
        let transport = ScriptedTransport([.status(401)])
        let error = await #expect(throws: DomainError.self) { try await backend(transport, clock: ImmediateClock()).send("GET", ["somes"]) }
        expectEqual(error?.kind, .unauthorized)
        expectEqual(error?.hint, "check the token")
    }
}

@Suite("ReadDeadline: a read made of many requests ends by time as well as by count", .timeLimit(.minutes(2)))
struct ReadDeadlineTests {
    private func backend(_ transport: ScriptedTransport, clock: ImmediateClock) -> JSONBackend {
        JSONBackend(baseURL: URL(string: "http://127.0.0.1:9")!, http: transport, headers: [], timeout: .seconds(10),
                    authHint: "", errors: .none, clock: clock, wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_269_780)),
                    rerunCommand: "chat-app --chat c-7 list")
    }

    @Test("each request may take no longer than what is left of the read's budget")
    func requestTimeoutShrinks() async throws {
        let transport = ScriptedTransport([.status(200), .status(200)])
        let clock = ImmediateClock()
        let backend = backend(transport, clock: clock)
        let deadline = backend.startRead("chat c-7's somes")
        expectEqual(deadline.budget, .seconds(40))
        _ = try await backend.send("GET", ["somes"], within: deadline)
        try await clock.sleep(for: .seconds(35))
        _ = try await backend.send("GET", ["somes"], within: deadline)
        expectEqual(transport.requests.map(\.timeout), [.seconds(10), .seconds(5)])
    }

    @Test("once the budget is spent, no request is sent and the read fails as unavailable, saying what and how long")
    func expires() async throws {
        let transport = ScriptedTransport([])
        let clock = ImmediateClock()
        let backend = backend(transport, clock: clock)
        let deadline = backend.startRead("chat c-7's somes")
        try await clock.sleep(for: .seconds(40))
        let error = await #expect(throws: DomainError.self) { try await backend.send("GET", ["somes"], within: deadline) }
        expectEmpty(transport.requests)
        expectEqual(error, DomainError(.unavailable, "the backend at http://127.0.0.1:9 did not send all of chat c-7's somes within 40 s (4 × --timeout)",
                                     hint: "the backend may be overloaded; try again later: `chat-app --chat c-7 list`"))
    }

    @Test("a Retry-After that would outlast the read's budget is reported, not slept")
    func waitMustFitBudget() async throws {
        let transport = ScriptedTransport([.status(429, ["Retry-After": "8"])])
        let clock = ImmediateClock()
        let backend = backend(transport, clock: clock)
        let deadline = backend.startRead("chat c-7's somes")
        try await clock.sleep(for: .seconds(35))
        let error = await #expect(throws: DomainError.self) { try await backend.send("GET", ["somes"], within: deadline) }
        expectEqual(clock.now.offset, .seconds(35))
        expectEqual(error?.message.hasSuffix("the backend asks to wait 8 s"), true)
    }
}
