import Expectations
import Foundation
import SiteContract
import Testing

@Suite("App C: the OAuth token and bearer auth", .timeLimit(.minutes(2)))
struct SiteAuthTests {
    @Test func aFormGrantAnswersABearerTokenAndEachGrantANewOne() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postForm(SiteAuth.form)
            expectEqual(response.status, 200)
            expectEqual(response.headers["content-type"]?.hasPrefix("application/json"), true)
            expectEqual(response.headers["cache-control"], "no-store")
            let body = try response.json()
            expectEqual(body.keys, ["access_token", "token_type", "expires_in"])
            expectEqual(body["token_type"], .string("Bearer"))
            expectEqual(body["expires_in"], .number(Double(SiteDemo.tokenLifetime)))
            let first = try #require(body["access_token"]?.string)
            try await expectNotEqual(server.client.siteToken(), first)
            let tasks = try await server.client.get("/api/sites/S-1/tasks", headers: ["Authorization": "Bearer \(first)"])
            expectEqual(tasks.status, 200)
        }
    }

    @Test func aBasicGrantTakesTheClientFromTheAuthorizationHeader() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postForm("grant_type=client_credentials", headers: ["Authorization": SiteAuth.basic])
            expectEqual(response.status, 200)
            let grant = try JSONDecoder().decode(SiteTokenGrant.self, from: response.body)
            try await expectEqual(server.client.get("/api/sites/S-1/tasks", headers: ["Authorization": SiteAPI.bearer(grant.accessToken)]).status, 200)
        }
    }

    @Test(arguments: [
        ("grant_type=client_credentials&client_id=demo-site-client&client_secret=wrong", [String: String]()),
        ("grant_type=client_credentials&client_id=someone&client_secret=demo-site-secret", [:]),
        ("grant_type=client_credentials", [:]),
        ("grant_type=client_credentials", ["Authorization": "Basic " + Data("demo-site-client:wrong".utf8).base64EncodedString()]),
        ("grant_type=client_credentials", ["Authorization": "Basic not-base64!"]),
    ])
    func wrongOrMissingCredentialsAre401InvalidClient(form: String, headers: [String: String]) async throws {
        try await TestServer.with { server in
            let response = try await server.client.postForm(form, headers: headers)
            expectEqual(response.status, 401)
            let error = try JSONDecoder().decode(SiteTokenError.self, from: response.body)
            expectEqual(error.error, SiteTokenError.invalidClient)
            expectEqual(error.errorDescription?.isEmpty, false)
        }
    }

    @Test(arguments: [
        ("grant_type=password&client_id=demo-site-client&client_secret=demo-site-secret", "application/x-www-form-urlencoded", "unsupported_grant_type"),
        ("client_id=demo-site-client&client_secret=demo-site-secret", "application/x-www-form-urlencoded", "invalid_request"),
        ("grant_type=client_credentials&client_id=%zz&client_secret=x", "application/x-www-form-urlencoded", "invalid_request"),
        ("grant_type=client_credentials&grant_type=client_credentials", "application/x-www-form-urlencoded", "invalid_request"),
        (#"{"grant_type":"client_credentials"}"#, "application/json", "invalid_request"),
    ])
    func aWrongGrantOrAnUnreadableBodyIs400(form: String, contentType: String, code: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.send("POST", "/oauth/token", headers: ["Content-Type": contentType], body: Data(form.utf8))
            expectEqual(response.status, 400)
            try expectEqual(JSONDecoder().decode(SiteTokenError.self, from: response.body).error, code)
        }
    }

    @Test func theClientAndTheLifetimeAreConfigurable() async throws {
        try await TestServer.with({ $0.siteClientID = "c-1"; $0.siteClientSecret = "s+1"; $0.siteTokenLifetime = 60 }) { (server: TestServer) async throws in
            try await expectEqual(server.client.postForm(SiteAuth.form).status, 401)
            let response = try await server.client.postForm("grant_type=client_credentials&client_id=c-1&client_secret=s%2B1")
            expectEqual(response.status, 200)
            try expectEqual(response.json()["expires_in"], .number(60))
            // HTTP Basic with the secret form-encoded (RFC 6749) or as it is (curl -u).
            for pair in ["c-1:s%2B1", "c-1:s+1"] {
                let basic = ["Authorization": "Basic " + Data(pair.utf8).base64EncodedString()]
                try await expectEqual(server.client.postForm("grant_type=client_credentials", headers: basic).status, 200, "\(pair)")
            }
        }
    }

    static let apiEndpoints = [
        ("GET", "/api/sites/S-1/tasks"), ("GET", "/api/sites/S-1/tasks/1"),
        ("PATCH", "/api/sites/S-1/tasks/1"), ("GET", "/api/sites/S-1/inspections/7"),
    ]

    @Test(arguments: apiEndpoints, [
        [:], ["Authorization": "Bearer nope"], ["Authorization": SiteAuth.basic], ["Authorization": "site-at-1"], Auth.order,
    ])
    func apiCallsWithoutAnIssuedTokenAre401InvalidToken(endpoint: (String, String), headers: [String: String]) async throws {
        try await TestServer.with { server in
            _ = try await server.client.siteToken()  // a token exists, but is not the one sent
            // A body only on the PATCH, as clients send them.
            let body = endpoint.0 == "PATCH" ? Data(SiteAuth.done("1").utf8) : nil
            let response = try await server.client.send(endpoint.0, endpoint.1, headers: headers.merging(["If-Match": "*"]) { $1 }, body: body)
            expectEqual(response.status, 401)
            expectEqual(response.headers["www-authenticate"], #"Bearer error="invalid_token""#)
            expectEqual(response.headers["content-type"], SiteAPI.mediaType)
            let document = try JSONDecoder().decode(SiteErrorDocument.self, from: response.body)
            expectEqual(document.errors.first?.status, "401")
            expectEqual(document.errors.first?.code, "invalid_token")
            expectEqual(document.errors.first?.detail?.contains("POST /oauth/token"), true)
            try await expectEqual(server.client.stats()["writes_applied"], .number(0))
        }
    }

    @Test func expireTokensRevokesEveryIssuedTokenAtOnce() async throws {
        try await TestServer.with { server in
            let first = try await server.client.siteAuth(), second = try await server.client.siteAuth()
            try await expectEqual(server.client.get("/api/sites/S-1/tasks/1", headers: first).status, 200)
            let expired = try await server.client.send("POST", "/_stub/site/expire-tokens")
            try expectEqual(expired.json(), .literal(#"{"expired":2}"#))
            for auth in [first, second] {
                let response = try await server.client.get("/api/sites/S-1/tasks/1", headers: auth)
                expectEqual(response.status, 401)
                expectEqual(response.headers["www-authenticate"], #"Bearer error="invalid_token""#)
                try expectEqual(response.json()["errors"]?[0]?["detail"]?.string?.contains("revoked"), true)
            }
            try await expectEqual(server.client.get("/api/sites/S-1/tasks/1", headers: try await server.client.siteAuth()).status, 200)
        }
    }

    @Test func aTokenExpiresAfterItsLifetimeOnTheServersClock() async throws {
        let clock = TestNow()
        try await TestServer.with({ $0.siteTokenLifetime = 60; $0.now = { clock.now } }) { (server: TestServer) async throws in
            let auth = try await server.client.siteAuth()
            clock.advance(seconds: 59)
            try await expectEqual(server.client.get("/api/sites/S-1/tasks/1", headers: auth).status, 200)
            clock.advance(seconds: 1)
            let response = try await server.client.get("/api/sites/S-1/tasks/1", headers: auth)
            expectEqual(response.status, 401)
            expectEqual(response.headers["www-authenticate"], #"Bearer error="invalid_token""#)
            try expectEqual(response.json()["errors"]?[0]?["detail"]?.string?.contains("expired"), true)
        }
    }

    @Test func tokensSurviveAReset() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            _ = try await server.client.send("POST", "/_stub/reset")
            try await expectEqual(server.client.get("/api/sites/S-1/tasks/1", headers: auth).status, 200)
        }
    }
}
