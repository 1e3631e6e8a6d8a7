import AppRuntime
import Core
import Foundation
import HTTPClientLive

/// A backend in memory, for the adapters: answers each request from `answer` (given the
/// request's query, or the whole request: method, URL, headers and body, for writes), keeps every
/// request, and counts how many are in flight at once.
///
/// To see concurrency without sleeping, a request other than the first holds (yielding, never
/// sleeping) until `gather` requests are in flight together, or until it has yielded long enough
/// that no more are coming; after the first gathering nothing holds.
public final class PagedTransport: HTTPTransport {
    private struct State {
        var inFlight = 0
        var maxInFlight = 0
        var gathered = false
        var requests: [HTTPRequest] = []
    }

    private let state = Locked(State())
    private let gather: Int
    private let answer: @Sendable (HTTPRequest, [String: String]) -> Result<HTTPResponse, DomainError>
    private let perRequest: (@Sendable () async -> Void)?

    /// - Parameter perRequest: runs before each answer (a test moves its clock here).
    public init(gather: Int = 1, perRequest: (@Sendable () async -> Void)? = nil,
         answer: @escaping @Sendable ([String: String]) -> Result<HTTPResponse, DomainError>) {
        self.gather = gather
        self.perRequest = perRequest
        self.answer = { _, query in answer(query) }
    }

    /// A transport that answers from the whole request: what a write sends (its method, path,
    /// headers and body) decides the answer.
    public init(gather: Int = 1, perRequest: (@Sendable () async -> Void)? = nil,
                answering answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, DomainError>) {
        self.gather = gather
        self.perRequest = perRequest
        self.answer = { request, _ in answer(request) }
    }

    /// The most requests that were in flight at once.
    public var maxInFlight: Int { state.withLock { $0.maxInFlight } }
    /// Every request's query, in the order they arrived.
    public var queries: [[String: String]] { requests.map(Self.query) }
    /// Every request, whole, in the order they arrived.
    public var requests: [HTTPRequest] { state.withLock { $0.requests } }

    /// A request's query items by name (of a repeated one, the last).
    private static func query(_ request: HTTPRequest) -> [String: String] {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }

    public func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
        let first = state.withLock { state -> Bool in
            state.requests.append(request)
            state.inFlight += 1
            state.maxInFlight = max(state.maxInFlight, state.inFlight)
            return state.requests.count == 1
        }
        if !first {
            for _ in 0..<20_000 {
                let done = state.withLock { state -> Bool in
                    if state.inFlight >= gather { state.gathered = true }
                    return state.gathered
                }
                if done { break }
                await Task.yield()
            }
            state.withLock { $0.gathered = true }
        }
        await perRequest?()
        state.withLock { $0.inFlight -= 1 }
        return try answer(request, Self.query(request)).get()
    }
}

extension PagedTransport {
    /// A backend at an address nothing listens on whose every request this transport answers.
    public func backend(errors: BackendErrorFormat, clock: any Clock<Duration> = ImmediateClock(), timeout: Duration = .seconds(5)) -> JSONBackend {
        JSONBackend(baseURL: URL(string: "http://127.0.0.1:9")!, http: self, headers: [], timeout: timeout,
                    authHint: "", errors: errors, clock: clock,
                    wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_165_200)))
    }
}

extension HTTPResponse {
    /// 200 with `value` as its JSON body.
    public static func json(_ value: some Encodable) -> Result<HTTPResponse, DomainError> {
        .success(HTTPResponse(status: 200, body: (try? JSONEncoder().encode(value)) ?? Data()))
    }

    /// 200 with `text` as its body.
    public static func body(_ text: String) -> Result<HTTPResponse, DomainError> {
        .success(HTTPResponse(status: 200, body: Data(text.utf8)))
    }
}
