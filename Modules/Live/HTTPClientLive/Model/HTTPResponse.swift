import Core
import FoundationEssentials

/// What the server answered.
public struct HTTPResponse: Sendable {
    /// The status code of the final response (after redirects).
    public var status: Int
    /// Header fields of the final response, in order, repeated names kept.
    public var headers: HTTPHeaderFields
    /// The body, decompressed.
    public var body: Data
    /// The local port the exchange used: the same port on two exchanges means one connection.
    public var localPort: Int
    /// How many new connections this exchange opened (0 when it reused one).
    public var connectionsOpened: Int

    /// Makes a response (for tests and adapters).
    public init(status: Int, headers: HTTPHeaderFields = HTTPHeaderFields(), body: Data = Data(), localPort: Int = 0, connectionsOpened: Int = 0) {
        self.status = status
        self.headers = headers
        self.body = body
        self.localPort = localPort
        self.connectionsOpened = connectionsOpened
    }

    /// True for 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// Returns the response when it is a 2xx; otherwise throws a ``DomainError`` that carries the
    /// status and the server's own message.
    ///
    /// - Parameters:
    ///   - origin: who answered, for the message (`http://127.0.0.1:8080`).
    ///   - serverMessage: reads the server's message out of an error body, in its API's shape.
    /// - Throws: `.unauthorized` for 401/403, `.notFound` for 404 and 410 (gone for good), `.unavailable` for 5xx
    ///   and 429, `.rejected` for any other status.
    public func requireSuccess(from origin: String, serverMessage: (Data) -> String?) throws(DomainError) -> HTTPResponse {
        guard !isSuccess else { return self }
        let reason = HTTPStatus.reason(status)
        var message = "backend at \(origin) answered \(status) \(reason)"
        if let said = serverMessage(body), !said.isEmpty { message += ": \(said)" }
        var error = switch status {
        case 401, 403: DomainError(.unauthorized, message)
        case 404, 410: DomainError(.notFound, message)
        case 429, 500...599: DomainError(.unavailable, message, hint: "the backend is failing; try again later")
        default: DomainError(.rejected, message)
        }
        // What the answer said, for the adapter that tells refusals apart or reads their fields.
        error.status = status
        error.body = Array(body.prefix(DomainError.keptBody))
        for field in headers where error.headers[field.name.lowercased()] == nil {
            error.headers[field.name.lowercased()] = field.value
        }
        throw error
    }
}

/// Reason phrases for the statuses a person is likely to meet.
enum HTTPStatus {
    static func reason(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 409: "Conflict"
        case 410: "Gone"
        case 412: "Precondition Failed"
        case 422: "Unprocessable Entity"
        case 428: "Precondition Required"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "HTTP \(status)"
        }
    }
}
