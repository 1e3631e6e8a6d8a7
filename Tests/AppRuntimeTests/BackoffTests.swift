@testable import AppRuntime
import Core
import Expectations
import Foundation
import HTTPClientLive
import Testing

/// `Backoff: N` (an overloaded backend's request to slow down, as Kinto sends it): every later
/// request of the run waits until N seconds after the answer that asked, on the injected clock,
/// and the run says so once.
@Suite("Backoff: a backend's request to slow down holds for the rest of the run", .timeLimit(.minutes(2)))
struct BackoffTests {
    /// A transport that notes the clock's time at each request.
    final class TimedTransport: HTTPTransport, Sendable {
        let inner: ScriptedTransport
        let clock: ImmediateClock
        private let times = Locked<[Duration]>([])
        init(_ answers: [Result<HTTPResponse, DomainError>], clock: ImmediateClock) {
            inner = ScriptedTransport(answers)
            self.clock = clock
        }
        var sentAt: [Duration] { times.withLock { $0 } }
        func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
            times.withLock { $0.append(clock.now.offset) }
            return try await inner.send(request)
        }
    }

    private func backend(_ transport: TimedTransport, warnings: RunWarnings, timeout: Duration = .seconds(15)) -> JSONBackend {
        JSONBackend(baseURL: URL(string: "http://127.0.0.1:9")!, http: transport, headers: [], timeout: timeout,
                    authHint: "check the token", errors: .none, clock: transport.clock,
                    wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_269_780), timeZone: TimeZone(identifier: "UTC")!),
                    rerunCommand: "kinto-app list", warnings: warnings)
    }

    @Test("after an answer with Backoff: 5 each request goes 5 s after the last; said once; reads and writes alike")
    func paced() async throws {
        let clock = ImmediateClock()
        let transport = TimedTransport([.status(200, ["Backoff": "5"]), .status(200, ["Backoff": "5"]), .status(200), .status(200)], clock: clock)
        let warnings = RunWarnings()
        let backend = backend(transport, warnings: warnings)
        _ = try await backend.send("GET", ["records"])
        _ = try await backend.send("GET", ["records"])
        _ = try await backend.send("PATCH", ["records", "1"], body: Data("{}".utf8))
        // No Backoff on the last answers: the pace still holds for the rest of the run.
        _ = try await backend.send("GET", ["records"])
        expectEqual(transport.sentAt, [.zero, .seconds(5), .seconds(10), .seconds(15)])
        expectEqual(warnings.said.map(\.message), [
            "the backend at http://127.0.0.1:9 asked clients to slow down (Backoff: 5 s); this run waits that long between its requests",
        ])
    }

    @Test("requests made at once take turns, one interval apart")
    func turns() {
        let clock = ImmediateClock()
        let backoff = Backoff(clock: clock)
        expectEqual(backoff.wait(), .zero)
        expectEqual(backoff.asked(.seconds(2)), true)
        expectEqual(backoff.asked(.seconds(2)), false)
        // Three requests about to go at the same moment: 2, 4 and 6 s from now.
        expectEqual([backoff.wait(), backoff.wait(), backoff.wait()], [.seconds(2), .seconds(4), .seconds(6)])
    }

    @Test("a Backoff longer than the timeout fails the next request at once, saying how long and until when")
    func tooLong() async throws {
        let clock = ImmediateClock()
        let transport = TimedTransport([.status(200, ["Backoff": "120"])], clock: clock)
        let backend = backend(transport, warnings: RunWarnings())
        _ = try await backend.send("GET", ["records"])
        let error = await #expect(throws: DomainError.self) { try await backend.send("GET", ["records"]) }
        expectEqual(transport.sentAt.count, 1)
        expectEqual(clock.now.offset, .zero)
        expectEqual(error?.kind, .unavailable)
        expectEqual(error?.message, "the backend at http://127.0.0.1:9 asked clients to slow down (Backoff); the backend asks to wait 120 s")
        expectEqual(error?.hint, "try again after 14:05: `kinto-app list`")
    }

    @Test("values that are not whole seconds are not a pace", arguments: ["", "-1", "1.5", "soon", "99999999999"])
    func ignored(_ value: String) async throws {
        let clock = ImmediateClock()
        let transport = TimedTransport([.status(200, ["Backoff": value]), .status(200)], clock: clock)
        let warnings = RunWarnings()
        let backend = backend(transport, warnings: warnings)
        _ = try await backend.send("GET", ["records"])
        _ = try await backend.send("GET", ["records"])
        expectEqual(clock.now.offset, .zero)
        expectEmpty(warnings.said)
    }
}
