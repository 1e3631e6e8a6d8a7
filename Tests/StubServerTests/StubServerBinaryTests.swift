import Foundation
import Testing

@Suite("The stub-server binary", .serialized)
struct StubServerBinaryTests {
    @Test func itBuiltNextToTheTests() {
        #expect(FileManager.default.isExecutableFile(atPath: StubServerProcess.binaryURL.path),
                "build it first: swift build --build-tests builds stub-server next to the test bundle")
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func announcesItsPortServesAndExitsZeroOnSignal(signal: Int32) async throws {
        let server = try StubServerProcess(arguments: ["--port", "0", "--log"])
        let first = try #require(await server.readLine())
        #expect(first.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:\d+/) != nil)
        let url = try #require(URL(string: String(first.dropFirst("listening on ".count))))
        let client = TestClient(baseURL: url)
        defer { client.close() }

        let response = try await client.get("/order/42/somes?page=2", headers: Auth.order)
        #expect(response.status == 200)
        #expect(try response.json()["page"] == .number(2))
        let logLine = try #require(await server.readLine())
        #expect(logLine.hasPrefix("GET /order/42/somes?page=2 200 "))
        #expect(!logLine.contains("demo-order-token"))

        server.signal(signal)
        #expect(await server.waitForExit() == 0)
    }

    @Test(arguments: [
        ["--port", "70000"], ["--max-page-size", "0"], ["--fault-status", "503", "--fault-close"],
        ["--fault-every", "0"], ["--host", "example"], ["--no-such-flag"], ["--fixtures", "/no/such/folder"],
    ])
    func badFlagsExit64WithAMessage(arguments: [String]) async throws {
        let server = try StubServerProcess(arguments: arguments)
        #expect(await server.waitForExit() == 64)
        #expect(server.standardError().contains("Error:"))
    }

    @Test func aPortInUseExits69AndSaysSo() async throws {
        try await TestServer.with { running in
            let server = try StubServerProcess(arguments: ["--port", "\(running.port)"])
            #expect(await server.waitForExit() == 69)
            #expect(server.standardError() == "stub-server: cannot listen on 127.0.0.1:\(running.port): address already in use; pick another --port, or --port 0 for any free port\n")
        }
    }
}
