@testable import AppRuntime
import Core
import Expectations
import Foundation
import HTTPClientLive
import Testing

/// `ClientCredentialsAuth` on a token endpoint a test answers: one exchange for requests made at
/// once, a renewal another request already made is not made again, a grant without a lifetime
/// is kept until refused, and a token that cannot be kept on disk is said once and used anyway.
@Suite("ClientCredentialsAuth", .timeLimit(.minutes(2)))
struct ClientCredentialsAuthTests {
    /// Grants `token-N` for the N-th exchange, after letting other tasks run.
    final class TokenEndpoint: HTTPTransport, Sendable {
        private let count = Locked(0)
        let expiresIn: Int?

        init(expiresIn: Int? = 3600) {
            self.expiresIn = expiresIn
        }

        var exchanges: Int { count.withLock { $0 } }

        func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
            let number = count.withLock { $0 += 1; return $0 }
            for _ in 0..<10 { await Task.yield() }
            let lifetime = expiresIn.map { ",\"expires_in\":\($0)" } ?? ""
            return HTTPResponse(status: 200, body: Data("{\"access_token\":\"token-\(number)\",\"token_type\":\"Bearer\"\(lifetime)}".utf8))
        }
    }

    private func auth(_ endpoint: TokenEndpoint, state: URL? = nil, warnings: RunWarnings = RunWarnings(),
                      now: Date = Date(timeIntervalSince1970: 1_795_000_000)) -> ClientCredentialsAuth {
        ClientCredentialsAuth(tokenURL: URL(string: "http://127.0.0.1:9/oauth/token")!, clientID: "c", clientSecret: "s", http: endpoint,
                              stateFolder: state, clock: FixedClock(now: now, timeZone: TimeZone(identifier: "UTC")!), timeout: .seconds(5),
                              settingsHint: "check the client", warnings: warnings)
    }

    @Test("the form is x-www-form-urlencoded: ASCII letters, digits and -._~ as is, every other UTF-8 byte escaped")
    func formEncoding() {
        expectEqual(ClientCredentialsAuth.formEncoded("a-Z_0.9~ b+é&=/"), "a-Z_0.9~%20b%2B%C3%A9%26%3D%2F")
    }

    @Test("requests made at once share one exchange")
    func oneExchange() async throws {
        let endpoint = TokenEndpoint()
        let auth = auth(endpoint)
        let headers = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try await auth.headers().first?.value ?? "" } }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        expectEqual(headers, ["Bearer token-1"])
        expectEqual(endpoint.exchanges, 1)
    }

    @Test("a 401 for a token another request has renewed since retries with the new one, without exchanging again")
    func renewedMeanwhile() async throws {
        let endpoint = TokenEndpoint()
        let auth = auth(endpoint)
        let first = try await auth.headers()
        let refused = HTTPResponse(status: 401, headers: HTTPHeaderFields([("WWW-Authenticate", "Basic realm=\"x\""),
                                                                           ("WWW-Authenticate", "Bearer error=\"invalid_token\"")]))
        #expect(try await auth.renew(after: refused, sent: first))
        expectEqual(endpoint.exchanges, 2)
        // A second request sent with the first token meets the same 401: the new token is there already.
        #expect(try await auth.renew(after: refused, sent: first))
        expectEqual(endpoint.exchanges, 2)
        try await expectEqual(auth.headers().first?.value, "Bearer token-2")
        // A 401 that does not say the token is invalid is not renewed.
        #expect(try await !auth.renew(after: HTTPResponse(status: 401), sent: try await auth.headers()))
    }

    @Test("a grant without expires_in is kept until the backend refuses it, across runs")
    func noLifetime() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("auth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let endpoint = TokenEndpoint(expiresIn: nil)
        _ = try await auth(endpoint, state: state).headers()
        let years = Date(timeIntervalSince1970: 1_795_000_000 + 3 * 365 * 86_400)
        try await expectEqual(auth(endpoint, state: state, now: years).headers().first?.value, "Bearer token-1")
        expectEqual(endpoint.exchanges, 1)
    }

    @Test("a token that cannot be kept on disk is used anyway, and the run says why once")
    func cannotKeep() async throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("auth-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let said = Locked<[String]>([])
        let warnings = RunWarnings(write: { text in said.withLock { $0.append(text) } })
        let auth = auth(TokenEndpoint(), state: blocker, warnings: warnings)
        try await expectEqual(auth.headers().first?.value, "Bearer token-1")
        expectEqual(warnings.said.count, 1)
        expectEqual(warnings.said.first?.message.contains("could not keep the access token"), true, "\(warnings.said)")
    }
}
