import Expectations
import Foundation
import Testing

/// One test at a time: one brings a server back on the port of one it stopped, which a server
/// started by a test beside it could take in between.
@Suite("The stub-server binary", .serialized, .timeLimit(.minutes(2)))
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

        let response = try await client.get("/order/42/somes?page=2", headers: Auth.order)
        expectEqual(response.status, 200)
        try expectEqual(response.json()["page"], .number(2))
        let logLine = try #require(await server.readLine())
        expectPrefix(logLine, "GET /order/42/somes?page=2 200 ")
        expectNotContains(logLine, "demo-order-token")

        server.signal(signal)
        await expectEqual(server.waitForExit(), 0)
    }

    @Test(arguments: [
        ["--port", "70000"], ["--max-page-size", "0"], ["--fault-status", "503", "--fault-close"],
        ["--fault-every", "0"], ["--host", "example"], ["--no-such-flag"],
        ["--fault-retry-after", "5"], ["--fault-status", "429", "--fault-retry-after", "-1"],
        ["--fixtures", "/nonexistent/folder"],
        ["--site-token-lifetime", "0"], ["--site-client-secret", ""], ["--site-client-id", "has space"],
    ])
    func badFlagsExit64WithAMessage(arguments: [String]) async throws {
        let server = try StubServerProcess(arguments: arguments)
        await expectEqual(server.waitForExit(), 64)
        expectContains(server.standardError(), "Error:")
    }

    @Test func fixturesFromAFolderAreServedInsteadOfTheBundledOnes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("orders"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
        {"order":{"id":5,"name":"Five"},"others":[],"somes":[{"id":1,"title":"Only","state":"blocked","assignee":null,"due_on":null,"other_id":null,"updated_at":"2026-11-20T09:00:00Z"}]}
        """.utf8).write(to: folder.appendingPathComponent("orders/5.json"))
        let server = try StubServerProcess(arguments: ["--port", "0", "--fixtures", folder.path])
        let first = try #require(await server.readLine())
        let client = TestClient(baseURL: try #require(URL(string: String(first.dropFirst("listening on ".count)))))

        let five = try await client.get("/order/5/somes", headers: Auth.order)
        expectEqual(five.status, 200)
        expectContains(String(decoding: five.body, as: UTF8.self), #""state":"blocked""#)
        try await expectEqual(client.get("/order/42/somes", headers: Auth.order).status, 404)

        server.signal(SIGTERM)
        await expectEqual(server.waitForExit(), 0)
    }

    @Test func theSiteClientFlagsSetWhatTheTokenEndpointTakes() async throws {
        let server = try StubServerProcess(arguments: [
            "--port", "0", "--log", "--site-client-id", "ci", "--site-client-secret", "cs", "--site-token-lifetime", "90",
        ])
        let first = try #require(await server.readLine())
        let client = TestClient(baseURL: try #require(URL(string: String(first.dropFirst("listening on ".count)))))

        try await expectEqual(client.postForm(SiteAuth.form).status, 401)
        let grant = try await client.postForm("grant_type=client_credentials&client_id=ci&client_secret=cs")
        expectEqual(grant.status, 200)
        try expectEqual(grant.json()["expires_in"], .number(90))
        for _ in 0..<2 {
            let line = try #require(await server.readLine())
            expectPrefix(line, "POST /oauth/token ")
            #expect(!line.contains("cs") && !line.contains("site-at-"))
        }

        server.signal(SIGTERM)
        await expectEqual(server.waitForExit(), 0)
    }

    @Test func aPortInUseExits69AndSaysSo() async throws {
        try await TestServer.with { running in
            let server = try StubServerProcess(arguments: ["--port", "\(running.port)"])
            await expectEqual(server.waitForExit(), 69)
            expectEqual(server.standardError(), "stub-server: cannot listen on 127.0.0.1:\(running.port): address already in use; pick another --port, or --port 0 for any free port\n")
        }
    }
}
