import Core
import Foundation
import HTTPClientLive

/// JSON over HTTP against one backend: base URL, auth headers, timeouts, and the backend's
/// own error shape. Adapters use it so that only paths and shapes are theirs to write.
public struct JSONBackend: Sendable {
    /// Where the backend is; paths are appended to it.
    public let baseURL: URL
    let http: HTTPClient
    let headers: [(name: String, value: String)]
    let timeout: Duration
    let authHint: String
    let errors: BackendErrorFormat

    /// - Parameters:
    ///   - headers: sent with every request (the auth header goes here).
    ///   - authHint: what to do when the backend refuses the credentials.
    ///   - errors: how the backend spells an error body.
    public init(baseURL: URL, http: HTTPClient, headers: [(name: String, value: String)], timeout: Duration,
                authHint: String, errors: BackendErrorFormat) {
        self.baseURL = baseURL
        self.http = http
        self.headers = headers
        self.timeout = timeout
        self.authHint = authHint
        self.errors = errors
    }

    /// The scheme, host and port every request goes to (`http://127.0.0.1:8080`).
    public var origin: String { HTTPClient.origin(of: baseURL) }

    /// Sends a request to `path` under the base URL (each segment escaped) and returns a 2xx
    /// answer, headers and all.
    /// - Throws: `DomainError` for transport failures and non-2xx answers.
    public func send(_ method: String, _ path: [String], query: [URLQueryItem] = [], body: Data? = nil,
                     headers extra: [(name: String, value: String)] = []) async throws(DomainError) -> HTTPResponse {
        var url = try Self.url(baseURL, path)
        if !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.queryItems = query
            url = components.url ?? url
        }
        return try await exchange(method, url, body: body, headers: extra)
    }

    /// Sends a request to a URL the backend gave (a `next` link, a `Location`), resolved against
    /// the base URL. Only a URL of the backend's own origin is followed, so the credentials never
    /// go anywhere else.
    /// - Throws: `.badResponse` for a URL of another origin; otherwise as ``send(_:_:query:body:headers:)``.
    public func send(_ method: String, link: String, body: Data? = nil,
                     headers extra: [(name: String, value: String)] = []) async throws(DomainError) -> HTTPResponse {
        guard let url = URL(string: link, relativeTo: baseURL)?.absoluteURL, url.host != nil else {
            throw .badResponse("the backend at \(origin) linked to \"\(link)\", which is not a URL")
        }
        let target = HTTPClient.origin(of: url)
        guard target == origin else {
            throw .badResponse("the backend at \(origin) linked to another origin (\(target)); not following, so credentials stay with the backend",
                               hint: "if the backend moved, point --base-url at \(target)")
        }
        return try await exchange(method, url, body: body, headers: extra)
    }

    private func exchange(_ method: String, _ url: URL, body: Data?, headers extra: [(name: String, value: String)])
        async throws(DomainError) -> HTTPResponse {
        var all = headers + [("Accept", "application/json")] + extra
        if body != nil { all.append(("Content-Type", "application/json")) }
        let request = HTTPRequest(method: method, url: url, headers: all, body: body, timeout: timeout)
        let response = try await http.send(request)
        if response.status == 404, errors.message(response.body) == nil {
            // This API answers a missing order, chat or some with its own error body; a bare 404
            // means the path itself is unknown there: most likely the base URL is not this API's.
            throw DomainError(.configuration,
                              "backend at \(origin) answered 404 Not Found for \(url.path) without this API's error body; \(baseURL.absoluteString) does not look like the base URL of this API",
                              hint: "check --base-url (or the base URL in the environment or config file)")
        }
        do {
            return try response.requireSuccess(from: origin, serverMessage: errors.message)
        } catch where error.kind == .unauthorized {
            throw DomainError(.unauthorized, error.message, hint: authHint)
        }
    }

    /// `base` followed by each segment percent-escaped, `/` included, so an id can never
    /// reach another path (`../43/somes/5`); empty, `.` and `..` segments are refused.
    static func url(_ base: URL, _ path: [String]) throws(DomainError) -> URL {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/%;?#")
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        for segment in path {
            guard !segment.isEmpty, segment != ".", segment != "..",
                  let escaped = segment.addingPercentEncoding(withAllowedCharacters: allowed) else {
                throw DomainError(.invalidInput, "\"\(segment)\" cannot be part of a backend path",
                                  hint: "ids are the ones `list` shows")
            }
            text += "/" + escaped
        }
        guard let url = URL(string: text) else {
            throw DomainError(.invalidInput, "cannot make a URL from the base URL and \(path.joined(separator: "/"))")
        }
        return url
    }

    /// Decodes a body, or says which field of what was wrong.
    public func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, what: String) throws(DomainError) -> T {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            throw .badResponse("the backend sent \(what) that cannot be read: \(WireError.describe(error))",
                               hint: "the backend may be a different version; report it with `--verbose` output")
        }
    }

    /// The JSON of a request body. Encoding the contract's own body types cannot fail.
    public func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
