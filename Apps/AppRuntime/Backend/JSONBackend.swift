import Core
import FoundationEssentials
import HTTPClientLive

/// A backend's answer as an adapter gets it from ``JSONBackend/send(_:_:query:body:headers:within:)``:
/// status, headers and body. Named here so that an app's adapter can pass one to a function of
/// its own (to read a page, say) without depending on the Live module that makes it.
public typealias BackendResponse = HTTPResponse

/// JSON over HTTP against one backend: base URL, auth headers, timeouts, and the backend's
/// own error shape. Adapters use it so that only paths and shapes are theirs to write.
///
/// A read (`GET`) refused with 429 or 503 and a `Retry-After` is tried again after that wait
/// when the wait fits in the timeout (at most ``maxRetries`` times), on the injected clock;
/// otherwise the error says how long the backend asked to wait and until when. A write is never
/// tried again here: the outbox sends it again later, with its idempotency key.
///
/// An answer with `Backoff: N` (an overloaded backend's request to slow down) makes every later
/// request of the run wait until N seconds after it, said once; a wait that does not fit fails
/// the request as a `Retry-After` that does not fit would. An `Alert` header (a service being
/// retired) is said once; with `410 Gone` it ends the request as unavailable, in the backend's
/// words and with its link, whether a read or a write.
public struct JSONBackend: Sendable {
    /// Where the backend is; paths are appended to it.
    public let baseURL: URL
    let http: any HTTPTransport
    /// The credentials every request carries, renewed once when the backend refuses them.
    let auth: any BackendAuth
    /// What the backend's bodies are (`Accept`, and `Content-Type` of what is sent).
    let mediaType: String
    let timeout: Duration
    let authHint: String
    let errors: BackendErrorFormat
    /// What waits (`Retry-After`) are slept on and what read budgets are measured by.
    let clock: any Clock<Duration>
    /// Where HTTP-dates are measured from, and "try again after 14:05" is told in.
    let wallClock: any WallClock
    /// The command that ran, to paste to try again; nil when unknown.
    let rerunCommand: String?
    /// Where "the backend asked to slow down" is said, once; nil says nothing.
    let warnings: RunWarnings?
    /// The pace a `Backoff` header set, shared by every copy of this backend.
    let backoff: Backoff

    /// What to do about an answer this build cannot read.
    public static let differentVersionHint = "the backend may be a different version; report it with `--verbose` output"
    /// What to do when the base URL does not look like this backend's.
    public static let baseURLHint = "check --base-url (or the base URL in the environment or config file)"

    /// How many times one read is tried again after a `Retry-After`.
    public static let maxRetries = 2
    /// How many timeouts a read made of many requests (every page of a list) may take in all.
    public static let readBudgetInTimeouts = 4

    /// - Parameters:
    ///   - headers: sent with every request (a static auth header goes here).
    ///   - timeout: how long one request may take, and the longest `Retry-After` honoured.
    ///   - authHint: what to do when the backend refuses the credentials.
    ///   - errors: how the backend spells an error body.
    ///   - clock: what waits are slept on and a read's time budget is measured by: the real clock
    ///     in an app (``AppInvocation/clock``), `ImmediateClock` in tests. No default, so that no
    ///     test waits in real time by leaving it out.
    ///   - wallClock: the time of day, for HTTP-dates and messages.
    ///   - rerunCommand: the command a person pastes to try again (`order-app --order 42 list`).
    public init(baseURL: URL, http: any HTTPTransport, headers: [(name: String, value: String)], timeout: Duration,
                authHint: String, errors: BackendErrorFormat, clock: any Clock<Duration>,
                wallClock: any WallClock, rerunCommand: String? = nil, warnings: RunWarnings? = nil) {
        self.init(baseURL: baseURL, http: http, auth: StaticHeaderAuth(headers), timeout: timeout, authHint: authHint, errors: errors,
                  clock: clock, wallClock: wallClock, rerunCommand: rerunCommand, warnings: warnings)
    }

    /// A backend whose credentials `auth` gives (and renews); bodies of `mediaType`.
    public init(baseURL: URL, http: any HTTPTransport, auth: any BackendAuth, mediaType: String = "application/json", timeout: Duration,
                authHint: String, errors: BackendErrorFormat, clock: any Clock<Duration>,
                wallClock: any WallClock, rerunCommand: String? = nil, warnings: RunWarnings? = nil) {
        self.baseURL = baseURL
        self.http = http
        self.auth = auth
        self.mediaType = mediaType
        self.timeout = timeout
        self.authHint = authHint
        self.errors = errors
        self.clock = clock
        self.wallClock = wallClock
        self.rerunCommand = rerunCommand
        self.warnings = warnings
        backoff = Backoff(clock: clock)
    }

    /// The scheme, host and port every request goes to (`http://127.0.0.1:8080`).
    public var origin: String { HTTPClient.origin(of: baseURL) }

    /// Starts the clock on a read made of many requests, such as every page of a list: it may
    /// take ``readBudgetInTimeouts`` timeouts in all, waits included. Pass it to each `send`.
    /// - Parameter what: what is being read, for the message when time runs out ("order 42's somes").
    public func startRead(_ what: String) -> ReadDeadline {
        ReadDeadline(clock: clock, budget: timeout * Self.readBudgetInTimeouts, what: what)
    }

    /// Sends a request to `path` under the base URL (each segment escaped) and returns a 2xx
    /// answer, headers and all.
    /// - Parameter deadline: the read this request is part of, if any: it is refused once the
    ///   read's time is up, and may take no longer than what is left.
    /// - Throws: `DomainError` for transport failures and non-2xx answers.
    public func send(_ method: String, _ path: [String], query: [URLQueryItem] = [], body: Data? = nil,
                     headers extra: [(name: String, value: String)] = [],
                     within deadline: ReadDeadline? = nil) async throws(DomainError) -> HTTPResponse {
        var url = try Self.url(baseURL, path)
        if !query.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.queryItems = query
            url = components.url ?? url
        }
        return try await exchange(method, url, body: body, headers: extra, deadline: deadline)
    }

    /// Sends a request to a URL the backend gave (a `next` link, a `Location`), resolved against
    /// the base URL. Only a URL of the backend's own origin is followed, so the credentials never
    /// go anywhere else.
    /// - Throws: `.badResponse` for a URL of another origin; otherwise as ``send(_:_:query:body:headers:within:)``.
    public func send(_ method: String, link: String, body: Data? = nil,
                     headers extra: [(name: String, value: String)] = [],
                     within deadline: ReadDeadline? = nil) async throws(DomainError) -> HTTPResponse {
        guard let url = URL(string: link, relativeTo: baseURL)?.absoluteURL, url.host != nil else {
            throw .badResponse("the backend at \(origin) linked to \"\(link)\", which is not a URL")
        }
        let target = HTTPClient.origin(of: url)
        guard target == origin else {
            throw .badResponse("the backend at \(origin) linked to another origin (\(target)); not following, so credentials stay with the backend",
                               hint: "if the backend moved, point --base-url at \(target)")
        }
        return try await exchange(method, url, body: body, headers: extra, deadline: deadline)
    }

    private func exchange(_ method: String, _ url: URL, body: Data?, headers extra: [(name: String, value: String)],
                          deadline: ReadDeadline?) async throws(DomainError) -> HTTPResponse {
        var fixed = [("Accept", mediaType)] + extra
        if body != nil, !extra.contains(where: { $0.name.lowercased() == "content-type" }) { fixed.append(("Content-Type", mediaType)) }
        let isRead = method == "GET" || method == "HEAD"
        var renewed = false
        // Retries after a Retry-After, counted apart from the one after renewed credentials.
        var waits = 0
        while true {
            let all: [(name: String, value: String)]
            do {
                all = try await auth.headers() + fixed
            } catch where [429, 503].contains(error.status ?? 0) {
                // The token endpoint is busy: its Retry-After is waited out within the budget, as a
                // read's is (asking for a token changes nothing), else said with the command to run then.
                guard let wait = error.headers["retry-after"].flatMap({ RetryAfter.wait($0, now: wallClock.now) }) else { throw error }
                let fits = wait <= timeout && deadline.map { wait < $0.remaining } ?? true
                guard fits, waits < Self.maxRetries else { throw askedToWait(wait, refusal: error) }
                waits += 1
                try await pace(wait)
                continue
            }
            var limit = timeout
            if let deadline {
                let left = deadline.remaining
                guard left > .zero else { throw deadline.expired(origin: origin, rerun: rerunCommand) }
                limit = min(limit, left)
            }
            let pause = backoff.wait()
            if pause > .zero {
                let fits = pause <= timeout && deadline.map { pause < $0.remaining } ?? true
                guard fits else {
                    throw askedToWait(pause, refusal: .unavailable("the backend at \(origin) asked clients to slow down (Backoff)"))
                }
                try await pace(pause)
                if let deadline { limit = min(limit, deadline.remaining) }
            }
            let request = HTTPRequest(method: method, url: url, headers: all, body: body, timeout: limit)
            let response = try await http.send(request)
            if let asked = response.headers["backoff"].flatMap(Backoff.interval), asked > .zero, backoff.asked(asked) {
                warnings?.report(DomainError(.unavailable, "the backend at \(origin) asked clients to slow down (Backoff: \(Self.seconds(asked)) s); this run waits that long between its requests"))
            }
            if let alert = response.headers["alert"].flatMap(ServiceAlert.init(header:)) {
                if response.status == 410 { throw alert.ended(origin: origin) }
                if response.isSuccess { warnings?.report(alert.notice(origin: origin)) }
            }
            if response.status == 401, !renewed, try await auth.renew(after: response, sent: all) {
                // Fresh credentials: the same request once more, whether read or write (it was refused, not applied).
                renewed = true
                continue
            }
            if response.status == 404, !errors.isOwn(response.body) {
                // This API answers a missing order, chat or some with an error body of its own shape;
                // a 404 in no shape of its means the path itself is unknown there: most likely the
                // base URL is not this API's.
                throw DomainError(.configuration,
                                  "backend at \(origin) answered 404 Not Found for \(url.path) without this API's error body; \(baseURL.absoluteString) does not look like the base URL of this API",
                                  hint: Self.baseURLHint)
            }
            guard [429, 503].contains(response.status),
                  let wait = response.headers["retry-after"].flatMap({ RetryAfter.wait($0, now: wallClock.now) }) else {
                return try checked(response)
            }
            let fits = wait <= timeout && deadline.map { wait < $0.remaining } ?? true
            // A read is asked again; so is a write refused with 429, which says it was not
            // processed. A write's 503 may have been half done: the outbox sends it again, with its key.
            guard isRead || response.status == 429, fits, waits < Self.maxRetries else {
                throw askedToWait(wait, refusal: refusal(response))
            }
            waits += 1
            try await pace(wait)
        }
    }

    /// Waits `duration` on the clock, as the backend asked.
    private func pace(_ duration: Duration) async throws(DomainError) {
        do {
            try await clock.sleep(for: duration)
        } catch {
            throw .unavailable("the request to \(origin) was cancelled while waiting \(Self.seconds(duration)) s as the backend asked")
        }
    }

    /// A 2xx response, or the error it means.
    private func checked(_ response: HTTPResponse) throws(DomainError) -> HTTPResponse {
        guard response.isSuccess else { throw refusal(response) }
        return response
    }

    /// The error a non-2xx response means, with the auth hint on a refused token. (A bare 404
    /// never gets here: ``exchange`` says what it means first.)
    private func refusal(_ response: HTTPResponse) -> DomainError {
        do {
            _ = try response.requireSuccess(from: origin, serverMessage: errors.message)
            return .badResponse("backend at \(origin) answered \(response.status)")  // only 2xx get here, and they are not refusals
        } catch where error.kind == .unauthorized {
            var refused = error
            refused.hint = authHint
            return refused
        } catch {
            return error
        }
    }

    /// `refusal` with the wait the backend asked for, until when, and the command to run then.
    private func askedToWait(_ wait: Duration, refusal: DomainError) -> DomainError {
        let seconds = Self.seconds(wait)
        let until = Self.clockTime(wallClock.now.addingTimeInterval(TimeInterval(seconds)), in: wallClock.zone,
                                   today: wallClock.now)
        let hint = rerunCommand.map { "try again after \(until): `\($0)`" } ?? "try again after \(until)"
        var error = DomainError(refusal.kind, "\(refusal.message); the backend asks to wait \(seconds) s", hint: hint)
        // The answer behind it stays readable: an adapter can still tell a 429 from a 503.
        error.status = refusal.status
        error.headers = refusal.headers
        error.body = refusal.body
        return error
    }

    /// Whole seconds, rounded up: what a person is told to wait.
    static func seconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) + (attoseconds > 0 ? 1 : 0)
    }

    /// `14:05` (the next whole minute at or after `date`), with the day in front when it is not
    /// `today`'s: `2026-11-22 14:05`.
    static func clockTime(_ date: Date, in zone: Zone, today: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        let rounded = Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.up) * 60)
        calendar.timeZone = zone.timeZone(at: rounded)
        let c = calendar.dateComponents([.hour, .minute], from: rounded)
        func pad(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let time = "\(pad(c.hour)):\(pad(c.minute))"
        let day = CalendarDate(rounded, in: zone)
        guard day != CalendarDate(today, in: zone) else { return time }
        return "\(day) \(time)"
    }

    /// `base` followed by each segment percent-escaped, `/` included, so an id can never
    /// reach another path (`../43/somes/5`); empty, `.` and `..` segments are refused.
    static func url(_ base: URL, _ path: [String]) throws(DomainError) -> URL {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        for segment in path {
            guard !segment.isEmpty, segment != ".", segment != ".." else {
                throw DomainError(.invalidInput, "\"\(segment)\" cannot be part of a backend path",
                                  hint: "ids are the ones `list` shows")
            }
            text += "/" + PercentEncoding.encode(segment, keeping: PercentEncoding.isPathSegmentSafe)
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
                               hint: Self.differentVersionHint)
        }
    }

    /// The JSON of a request body. Encoding the contract's own body types cannot fail.
    public func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
