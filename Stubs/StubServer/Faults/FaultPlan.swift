import Foundation

/// What goes wrong with one response: an optional delay, then at most one failure.
///
/// Written as a fault spec, the same text for the `X-Stub-Fault` header, the `stub_fault`
/// query parameter and the docs: `status=503`, `delay=1500`, `malformed`, `truncate`,
/// `close`, or a delay plus one failure separated by a comma (`delay=800,close`); a status may
/// carry a `Retry-After` in seconds (`status=429,retry-after=120`). Any answer may carry what an
/// overloaded or retiring server adds: `backoff=N` (`Backoff: N`, Kinto's "slow down") and
/// `alert=soft-eol` or `alert=hard-eol` (an `Alert` header announcing the end of the service;
/// `status=410,alert=hard-eol` is a service that has ended).
public struct FaultPlan: Sendable, Equatable {
    /// How the response itself fails.
    public enum Failure: Sendable, Equatable {
        /// Respond with this status and the API's error body; the request is not handled.
        case status(Int)
        /// Handle the request, then answer 200 with a body that is not JSON.
        case malformed
        /// Handle the request, declare the full Content-Length, send half the body, close.
        case truncate
        /// Handle the request, send the headers (chunked) and part of the body, close
        /// without the terminating chunk.
        case close
    }

    /// Milliseconds to wait before handling the request; 0 for none.
    public var delayMilliseconds: Int
    /// The failure, if any.
    public var failure: Failure?
    /// Seconds for a `Retry-After` header on a `status` failure's answer; nil sends none.
    public var retryAfterSeconds: Int?
    /// Seconds for a `Backoff` header on the answer, whatever it is; nil sends none.
    public var backoffSeconds: Int?
    /// The `code` of an `Alert` header on the answer (`soft-eol`, `hard-eol`); nil sends none.
    public var alert: String?

    /// The codes an `alert=` fault may name.
    public static let alertCodes = ["soft-eol", "hard-eol"]

    /// A plan with a delay and/or a failure.
    public init(delayMilliseconds: Int = 0, failure: Failure? = nil, retryAfterSeconds: Int? = nil,
                backoffSeconds: Int? = nil, alert: String? = nil) {
        self.delayMilliseconds = delayMilliseconds
        self.failure = failure
        self.retryAfterSeconds = retryAfterSeconds
        self.backoffSeconds = backoffSeconds
        self.alert = alert
    }

    /// Whether the plan changes nothing.
    public var isEmpty: Bool { delayMilliseconds == 0 && failure == nil && headers.isEmpty }

    /// The headers the plan adds to the answer: `Backoff`, and `Alert` as Kinto writes it.
    public var headers: [String: String] {
        var headers: [String: String] = [:]
        if let backoffSeconds { headers["Backoff"] = String(backoffSeconds) }
        if let alert {
            let message = alert == "hard-eol" ? "This service has ended; use the new one." : "This service will end soon; move to the new one."
            headers["Alert"] = #"{"code":"\#(alert)","message":"\#(message)","url":"https://example.com/end-of-service"}"#
        }
        return headers
    }

    /// Whether a `status=` fault may use `code`: 200...599, except the statuses that may not
    /// carry the error body (204, 205, 304).
    public static func isAllowedStatus(_ code: Int) -> Bool {
        (200...599).contains(code) && ![204, 205, 304].contains(code)
    }

    /// The plan written as a fault spec, e.g. `delay=800,close`.
    public var spec: String {
        var parts: [String] = []
        if delayMilliseconds > 0 { parts.append("delay=\(delayMilliseconds)") }
        switch failure {
        case .status(let code): parts.append("status=\(code)")
        case .malformed: parts.append("malformed")
        case .truncate: parts.append("truncate")
        case .close: parts.append("close")
        case nil: break
        }
        if let retryAfterSeconds { parts.append("retry-after=\(retryAfterSeconds)") }
        if let backoffSeconds { parts.append("backoff=\(backoffSeconds)") }
        if let alert { parts.append("alert=\(alert)") }
        return parts.joined(separator: ",")
    }
}

extension FaultPlan.Failure {
    /// What of `body` goes out before the connection breaks: the first half for `truncate`
    /// (at least a byte for `close`, whose chunk must not be empty); nil for a failure that
    /// sends its whole reply.
    func sentPart(of body: Data) -> Data? {
        switch self {
        case .truncate: body.prefix(body.count / 2)
        case .close: body.prefix(Swift.max(body.count / 2, 1))
        case .status, .malformed: nil
        }
    }
}
