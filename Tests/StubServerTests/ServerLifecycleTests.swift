import Expectations
import Foundation
import StubServer
import Testing

@Suite("Starting and stopping in-process", .timeLimit(.minutes(2)))
struct ServerLifecycleTests {
    @Test func portZeroPicksAFreeLoopbackPort() async throws {
        try await TestServer.with { server in
            expectPrefix(server.url.absoluteString, "http://127.0.0.1:")
            #expect(server.port > 0)
        }
    }

    @Test func aPortInUseIsAClearError() async throws {
        try await TestServer.with { first in
            let second = StubServer(configuration: StubServerConfiguration(port: first.port, backends: []))
            await #expect(throws: StubServerError.cannotListen(address: "127.0.0.1:\(first.port)", reason: "address already in use")) {
                try await second.start()
            }
        }
    }

    @Test func aStoppedServerNoLongerAnswers() async throws {
        let server = try await TestServer.start()
        try await expectEqual(server.client.get("/_stub/stats").status, 200)
        await server.stop()
        let client = TestClient(baseURL: server.url)
        await #expect(throws: (any Error).self) { try await client.get("/_stub/stats") }
    }

    @Test func aBadHostIsRefusedBeforeListening() async throws {
        await #expect(throws: StubServerError.self) {
            try await StubServer(configuration: StubServerConfiguration(host: "not a host", port: 0, backends: [])).start()
        }
    }
}
