import Core
import Expectations
import Foundation
import StubServer
import Testing

@Suite("Per-run faults (the --fault-* flags)", .timeLimit(.minutes(2)))
struct RunFaultTests {
    @Test func aRunStatusFaultHitsEveryNthAPIRequestOnly() async throws {
        let faults = try RunFaults(status: 503, every: 2)
        try await TestServer.with({ $0.runFaults = faults }) { server in
            var statuses: [Int] = []
            for _ in 1...4 {
                statuses.append(try await server.client.get("/order/42/somes", headers: Auth.order).status)
            }
            expectEqual(statuses, [200, 503, 200, 503])
            // Admin requests are neither faulted nor counted.
            try await expectEqual(server.client.get("/_stub/stats").status, 200)
        }
    }

    @Test func aRunFaultWithoutEveryHitsEveryRequestInItsAPIsShape() async throws {
        let faults = try RunFaults(status: 429)
        try await TestServer.with({ $0.runFaults = faults }) { server in
            let chat = try await server.client.get("/chat/c-7/somes", headers: Auth.chat)
            expectEqual(chat.status, 429)
            try expectEqual(chat.json(), .literal(#"{"ok":false,"reason":"injected fault: status 429"}"#))
            try await expectEqual(server.client.get("/order/42/somes", headers: Auth.order).status, 429)
        }
    }

    @Test func aRunDelaySlowsEveryRequest() async throws {
        let faults = try RunFaults(delayMilliseconds: 250)
        let clock = ImmediateClock()
        try await TestServer.with({ $0.runFaults = faults; $0.delayClock = clock }) { (server: TestServer) async throws in
            try await expectEqual(server.client.get("/order/42/others/7", headers: Auth.order).status, 200)
            expectEqual(clock.now.offset, .milliseconds(250))
            try await expectEqual(server.client.get("/chat/c-7/somes", headers: Auth.chat).status, 200)
            expectEqual(clock.now.offset, .milliseconds(500))
        }
    }

    @Test func aRunMalformedFaultBreaksTheJSON() async throws {
        let faults = try RunFaults(malformed: true)
        try await TestServer.with({ $0.runFaults = faults }) { server in
            let response = try await server.client.get("/chat/c-7/attachments/7", headers: Auth.chat)
            expectEqual(response.status, 200)
            #expect(throws: (any Error).self) { try JSON.parse(response.body) }
        }
    }

    @Test func runTruncateAndCloseFaultsBreakTheConnection() async throws {
        for faults in [try RunFaults(truncate: true), try RunFaults(close: true)] {
            try await TestServer.with({ $0.runFaults = faults }) { server in
                await expectTransportError {
                    try await server.client.get("/order/42/somes", headers: Auth.order)
                }
            }
        }
    }

    @Test func aRequestsOwnFaultReplacesTheRunFault() async throws {
        let faults = try RunFaults(status: 503)
        try await TestServer.with({ $0.runFaults = faults }) { server in
            let response = try await server.client.get("/order/42/somes?stub_fault=delay=0", headers: Auth.order)
            expectEqual(response.status, 200)
        }
    }

    @Test(arguments: [
        { try RunFaults(status: 503, malformed: true) },
        { try RunFaults(truncate: true, close: true) },
        { try RunFaults(status: 100) },
        { try RunFaults(delayMilliseconds: -1) },
        { try RunFaults(every: 0) },
    ] as [@Sendable () throws -> RunFaults])
    func conflictingOrOutOfRangeFlagsAreRefused(make: @Sendable () throws -> RunFaults) {
        #expect(throws: StubServerError.self) { try make() }
    }
}
