import Expectations
import Foundation
import Testing
@testable import StubServer

@Suite("The request log line", .timeLimit(.minutes(2)))
struct RequestLogLineTests {
    @Test func hasMethodTargetStatusAndMilliseconds() {
        let line = RequestLogLine(method: "GET", target: "/order/42/somes?page=2", status: 200, elapsed: .milliseconds(12), fault: nil)
        expectEqual(line.text, "GET /order/42/somes?page=2 200 12ms")
    }

    @Test func namesTheFault() {
        let line = RequestLogLine(method: "POST", target: "/chat/c-7/somes/1/complete", status: 503, elapsed: .microseconds(900),
                                  fault: FaultPlan(failure: .status(503)))
        expectEqual(line.text, "POST /chat/c-7/somes/1/complete 503 0ms fault=status=503")
    }

    @Test func aServerLogsOneLinePerRequestWithoutTokens() async throws {
        let lines = LineCollector()
        try await TestServer.with({ $0.log = { lines.append($0) } }) { server in
            _ = try await server.client.get("/order/42/somes?page=2", headers: Auth.order)
            _ = try await server.client.postComplete("/chat/c-7/somes/1/complete", requestID: "secret-request-id")
            _ = try await server.client.get("/chat/c-7/somes", headers: ["X-Chat-Token": "wrong-token"])
        }
        let logged = lines.lines
        expectEqual(logged.count, 3)
        expectPrefix(logged[0], "GET /order/42/somes?page=2 200 ")
        expectPrefix(logged[1], "POST /chat/c-7/somes/1/complete 200 ")
        expectPrefix(logged[2], "GET /chat/c-7/somes 401 ")
        for line in logged {
            #expect(line.hasSuffix("ms"))
            for secret in ["demo-order-token", "demo-chat-token", "wrong-token", "secret-request-id"] {
                expectNotContains(line, secret)
            }
        }
    }

    @Test func theSitesAPIsFormSecretAndTokensAreNeverLogged() async throws {
        let lines = LineCollector()
        var issued: [String] = []
        try await TestServer.with({ $0.log = { lines.append($0) } }) { server in
            issued.append(try await server.client.siteToken())
            _ = try await server.client.postForm("grant_type=client_credentials", headers: ["Authorization": SiteAuth.basic])
            _ = try await server.client.postForm(SiteAuth.form, target: "/oauth/token?client_secret=demo-site-secret&access_token=\(issued[0])")
            _ = try await server.client.get("/api/sites/S-1/tasks?page%5Bsize%5D=2", headers: ["Authorization": "Bearer \(issued[0])"])
            _ = try await server.client.get("/api/sites/S-1/tasks/1", headers: ["Authorization": "Bearer wrong-site-token"])
        }
        let logged = lines.lines
        expectEqual(logged.count, 5)
        expectPrefix(logged[0], "POST /oauth/token 200 ")
        expectPrefix(logged[2], "POST /oauth/token?client_secret=REDACTED&access_token=REDACTED 200 ")
        expectPrefix(logged[3], "GET /api/sites/S-1/tasks?page%5Bsize%5D=2 200 ")
        expectPrefix(logged[4], "GET /api/sites/S-1/tasks/1 401 ")
        for line in logged {
            for secret in ["demo-site-secret", "grant_type", "client_credentials", "site-at-", "wrong-site-token", SiteAuth.basic] {
                expectNotContains(line, secret, "\(line) holds \(secret)")
            }
        }
    }

    @Test func secretQueryParametersAreRedactedWhateverTheirCase() {
        expectEqual(RequestLogLine.redacted("/oauth/token?Client_Secret=x&a=1&token=t&&page%5Bsize%5D=2"), "/oauth/token?Client_Secret=REDACTED&a=1&token=REDACTED&&page%5Bsize%5D=2")
        expectEqual(RequestLogLine.redacted("/api/sites/S-1/tasks"), "/api/sites/S-1/tasks")
    }
}
