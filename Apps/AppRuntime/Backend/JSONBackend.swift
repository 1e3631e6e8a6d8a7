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
    let serverMessage: @Sendable (Data) -> String?

    /// - Parameters:
    ///   - headers: sent with every request (the auth header goes here).
    ///   - authHint: what to do when the backend refuses the credentials.
    ///   - serverMessage: reads the message out of the backend's error body.
    public init(baseURL: URL, http: HTTPClient, headers: [(name: String, value: String)], timeout: Duration,
                authHint: String, serverMessage: @escaping @Sendable (Data) -> String?) {
        self.baseURL = baseURL
        self.http = http
        self.headers = headers
        self.timeout = timeout
        self.authHint = authHint
        self.serverMessage = serverMessage
    }

    /// Sends a request to `path` (each segment escaped) and returns the body of a 2xx.
    /// - Throws: `DomainError` for transport failures and non-2xx answers.
    public func send(_ method: String, _ path: [String], query: [URLQueryItem] = [], body: Data? = nil,
                     headers extra: [(name: String, value: String)] = []) async throws(DomainError) -> Data {
        var url = try Self.url(baseURL, path)
        if !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.queryItems = query
            url = components.url ?? url
        }
        var all = headers + [("Accept", "application/json")] + extra
        if body != nil { all.append(("Content-Type", "application/json")) }
        let request = HTTPRequest(method: method, url: url, headers: all, body: body, timeout: timeout)
        let response = try await http.send(request)
        do {
            return try response.requireSuccess(from: HTTPClient.origin(of: baseURL), serverMessage: serverMessage).body
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
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, what: String) throws(DomainError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw .badResponse("the backend sent \(what) that cannot be read: \(WireError.describe(error))",
                               hint: "the backend may be a different version; report it with `--verbose` output")
        }
    }
}

/// Describes a decoding failure by the path of the field, for people.
public enum WireError {
    /// "somes[2].state: expected a string" style text.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the body" : text)
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context)
            return "missing \"\(key.stringValue)\"" + (at == "the body" ? "" : " in \(at)")
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not a \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected a \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "not valid JSON"
        }
    }
}
