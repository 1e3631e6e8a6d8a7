import Core
import FoundationEssentials
import HTTPClientLive
import UIComponent

/// OAuth 2.0 client credentials (RFC 6749 §4.4): the client id and secret are exchanged at the
/// backend's token endpoint for an access token, sent as `Authorization: Bearer`. The token is
/// kept (``AccessTokenCache``, bound to the secret that obtained it) until shortly before it expires; when the backend answers 401
/// with `WWW-Authenticate: … error="invalid_token"` it is exchanged once more and the request
/// sent again, once. Requests made at the same time share one exchange.
///
/// The secret and the tokens are never logged: the exchange goes through the same transport as
/// every request, whose log names only the method, path and status.
public actor ClientCredentialsAuth: BackendAuth {
    /// The token endpoint.
    let tokenURL: URL
    let clientID: String
    let clientSecret: String
    let http: any HTTPTransport
    let cache: AccessTokenCache
    let clock: any WallClock
    let timeout: Duration
    /// What to check when the backend refuses the client ("set SITE_APP_CLIENT_ID …").
    let settingsHint: String
    /// Told when a token could not be kept on disk.
    let warnings: RunWarnings
    private let origin: String

    private var current: AccessTokenCache.Entry?
    private var exchange: Task<Result<AccessTokenCache.Entry, DomainError>, Never>?

    /// A token is not used in its last seconds: it could expire on the way.
    static let expiryMargin: TimeInterval = 30

    /// - Parameters:
    ///   - tokenURL: the backend's token endpoint.
    ///   - stateFolder: where the token is kept between runs; nil keeps it for this run only.
    ///   - settingsHint: what to check when the backend refuses the client id or secret.
    public init(tokenURL: URL, clientID: String, clientSecret: String, http: any HTTPTransport, stateFolder: URL?,
                clock: any WallClock, timeout: Duration, settingsHint: String, warnings: RunWarnings) {
        self.tokenURL = tokenURL
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.http = http
        origin = HTTPClient.origin(of: tokenURL)
        cache = AccessTokenCache(stateFolder: stateFolder, tokenEndpoint: tokenURL.absoluteString, clientID: clientID, clientSecret: clientSecret)
        self.clock = clock
        self.timeout = timeout
        self.settingsHint = settingsHint
        self.warnings = warnings
    }

    public func headers() async throws(DomainError) -> [(name: String, value: String)] {
        [("Authorization", "Bearer \(try await token().accessToken)")]
    }

    public func renew(after response: HTTPResponse, sent: [(name: String, value: String)]) async throws(DomainError) -> Bool {
        // Any of the challenges may be the Bearer one: a backend may offer Basic first.
        guard response.status == 401, response.headers.values("www-authenticate").contains(where: { $0.contains("invalid_token") })
        else { return false }
        let used = sent.first { $0.name.lowercased() == "authorization" }?.value
        if let current, used != "Bearer \(current.accessToken)" {
            // Another request renewed it meanwhile: try once more with that one.
            return true
        }
        current = nil
        cache.remove()
        _ = try await token()
        return true
    }

    /// A token good for now: this run's, the kept one, or a new one.
    private func token() async throws(DomainError) -> AccessTokenCache.Entry {
        let now = clock.now.timeIntervalSince1970
        if let current, isUsable(current, at: now) { return current }
        if let kept = cache.read(), isUsable(kept, at: now) {
            current = kept
            return kept
        }
        if let exchange { return try await exchange.value.get() }
        let task = Task { await self.exchanged() }
        exchange = task
        let result = await task.value
        exchange = nil
        let entry = try result.get()
        current = entry
        do {
            try cache.write(entry)
        } catch {
            warnings.report(error)
        }
        return entry
    }

    private func isUsable(_ entry: AccessTokenCache.Entry, at now: TimeInterval) -> Bool {
        entry.expiresAt.map { now < $0 - Self.expiryMargin } ?? true
    }

    /// Asks the token endpoint for a new access token.
    private func exchanged() async -> Result<AccessTokenCache.Entry, DomainError> {
        let form = [("grant_type", "client_credentials"), ("client_id", clientID), ("client_secret", clientSecret)]
            .map { "\(Self.formEncoded($0))=\(Self.formEncoded($1))" }.joined(separator: "&")
        let request = HTTPRequest(method: "POST", url: tokenURL,
                                  headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Accept", "application/json")],
                                  body: Data(form.utf8), timeout: timeout)
        let response: HTTPResponse
        do {
            response = try await http.send(request)
        } catch {
            return .failure(DomainError(error.kind, "could not get an access token: \(error.message)", hint: error.hint))
        }
        let refusal = try? JSONDecoder().decode(TokenRefusal.self, from: response.body)
        if !response.isSuccess, let refusal, ["invalid_client", "unauthorized_client", "invalid_grant"].contains(refusal.error) {
            let said = refusal.errorDescription.map { ": \(Sanitizer.singleLine($0))" } ?? ""
            return .failure(DomainError(.unauthorized, "the backend at \(origin) refused the client credentials (\(refusal.error)\(said))",
                                        hint: settingsHint))
        }
        do {
            _ = try response.requireSuccess(from: origin) { _ in refusal.map { "\($0.error)" + ($0.errorDescription.map { " (\($0))" } ?? "") } }
        } catch {
            switch response.status {
            case 404, 405:
                // No token endpoint there: most likely the base URL is not this backend's.
                return .failure(DomainError(.configuration, "could not get an access token: \(error.message); \(tokenURL.absoluteString) is not a token endpoint",
                                            hint: JSONBackend.baseURLHint))
            case 400...499 where error.kind == .rejected:
                // The request was refused as asked for (a grant or scope it does not take): set up wrong, not a write refused.
                return .failure(DomainError(.configuration, "could not get an access token: \(error.message)", hint: settingsHint))
            default:
                let hint = error.kind == .unauthorized ? settingsHint : error.hint
                var failure = DomainError(error.kind, "could not get an access token: \(error.message)", hint: hint)
                // The answer stays readable: a 429 or 503 with Retry-After is waited out, or said, as a read's is.
                failure.status = error.status
                failure.headers = error.headers
                failure.body = error.body
                return .failure(failure)
            }
        }
        let grant: TokenGrant
        do {
            grant = try JSONDecoder().decode(TokenGrant.self, from: response.body)
        } catch {
            return .failure(.badResponse("the token endpoint at \(origin) sent a grant that cannot be read: \(WireError.describe(error))",
                                         hint: "check --base-url; the backend may be a different version"))
        }
        guard !grant.accessToken.isEmpty, grant.tokenType.lowercased() == "bearer" else {
            return .failure(.badResponse("the token endpoint at \(origin) answered without a bearer access_token (token_type \(WireError.quoted(grant.tokenType)))",
                                         hint: "check --base-url; the backend may be a different version"))
        }
        let expiresAt = grant.expiresIn.map { clock.now.timeIntervalSince1970 + Double($0) }
        return .success(cache.entry(accessToken: grant.accessToken, expiresAt: expiresAt))
    }

    /// `application/x-www-form-urlencoded`: ASCII letters, digits and `-._~` as is, every other
    /// byte of the UTF-8 escaped.
    static func formEncoded(_ text: String) -> String {
        PercentEncoding.encode(text, keeping: PercentEncoding.isUnreserved)
    }

    /// RFC 6749 §5.1.
    private struct TokenGrant: Decodable {
        var accessToken: String
        var tokenType: String
        var expiresIn: Int?

        enum CodingKeys: String, CodingKey {
            case accessToken = "access_token"
            case tokenType = "token_type"
            case expiresIn = "expires_in"
        }
    }

    /// RFC 6749 §5.2.
    private struct TokenRefusal: Decodable {
        var error: String
        var errorDescription: String?

        enum CodingKeys: String, CodingKey {
            case error
            case errorDescription = "error_description"
        }
    }
}
