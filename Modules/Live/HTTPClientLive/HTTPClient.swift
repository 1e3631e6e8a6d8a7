import CCurl
import Core
import FoundationEssentials
import Synchronization

/// An HTTP client over libcurl: async, cancellable, reusing connections, with TLS
/// verification always on and every failure turned into a ``DomainError`` a person can act on.
///
/// Header values (tokens) never appear in an error or a log line: messages name the origin,
/// the path and what went wrong, nothing else.
public final class HTTPClient: Sendable {
    private let configuration: HTTPClientConfiguration
    private let pool = HandlePool()
    private let log: (@Sendable (String) -> Void)?
    private let opened = Atomic<Int>(0)

    /// Makes a client.
    /// - Parameter log: receives one line per exchange (method, path, status, time), if given.
    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration(), log: (@Sendable (String) -> Void)? = nil) {
        self.configuration = configuration
        self.log = log
    }

    /// Starts loading libcurl on a thread of its own, for a run that may send requests: the
    /// first request then finds it loaded, or waits only for the rest, and the load (about
    /// 9 ms) runs beside the rest of the start instead of before `main`. A run that is sure to
    /// send nothing (help, version) does not call this and never loads libcurl.
    public static func prepare() {
        Curl.startLoading()
    }

    /// For a process that exits as soon as its run is over: a client that goes away from now on
    /// leaves its open connections for the exit to close, instead of closing them one by one
    /// (a millisecond or so for a list's ten). Nothing is lost: a connection is idle once an
    /// exchange has returned. Tests, which make many clients in one process, never call this.
    public static func leaveConnectionsToExit() {
        HandlePool.leftToExit.store(true, ordering: .relaxed)
    }

    /// Waits until a load ``prepare()`` started is over: call it before the process exits.
    public static func finishPreparing() {
        Curl.finishLoading()
    }

    /// How many connections this client has opened in all.
    public var connectionsOpened: Int { opened.load(ordering: .relaxed) }

    /// Sends a request and returns the final response, whatever its status.
    ///
    /// Redirects are followed here, not by libcurl, and only within the same origin (scheme,
    /// host and port): every header, the token among them, stays with the backend it was meant
    /// for, and https never turns into http.
    /// - Throws: `DomainError` when no complete response arrived: unreachable, timed out, TLS
    ///   failure, too large, a redirect that is refused or one too many, connection closed
    ///   early, cancelled.
    public func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
        var current = request
        for hop in 0... {
            let response = try await exchange(current)
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["location"] else {
                return response
            }
            current = try redirect(current, to: location, status: response.status, hop: hop)
        }
        preconditionFailure("unreachable: the loop returns or throws")
    }

    /// The request to send after a redirect, or an error when it must not be followed.
    private func redirect(_ request: HTTPRequest, to location: String, status: Int, hop: Int) throws(DomainError) -> HTTPRequest {
        let origin = Self.origin(of: request.url)
        guard hop < configuration.maxRedirects else {
            throw .badResponse("backend at \(origin) redirected more than \(configuration.maxRedirects) times",
                               hint: "check --base-url; it may point at the wrong place")
        }
        guard let next = URL(string: location, relativeTo: request.url)?.absoluteURL else {
            throw .badResponse("backend at \(origin) redirected to a location that is not a URL")
        }
        let nextOrigin = Self.origin(of: next)
        guard nextOrigin == origin else {
            if request.url.scheme?.lowercased() == "https", next.scheme?.lowercased() == "http" {
                throw .badResponse("backend at \(origin) redirected from https to http; refusing to downgrade",
                                   hint: "check --base-url; use the backend's https address")
            }
            throw .badResponse("backend at \(origin) redirected to another host (\(nextOrigin)); not following, so credentials stay with the backend",
                               hint: "if the backend moved, point --base-url at \(nextOrigin)")
        }
        var followed = request
        followed.url = next
        if [301, 302, 303].contains(status), request.method != "GET", request.method != "HEAD" {
            // As browsers and curl do: these turn a write into a read of the new location.
            followed.method = "GET"
            followed.body = nil
        }
        return followed
    }

    /// One exchange, no redirects followed, logged.
    private func exchange(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
        let origin = Self.origin(of: request.url)
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw DomainError(.invalidInput, "cannot send to \(origin): only http and https URLs are supported",
                              hint: "check the base URL; it should look like http://127.0.0.1:8080")
        }
        let transfer = Transfer(limit: configuration.maxResponseBytes)
        let started = ContinuousClock.now
        let result: Result<HTTPResponse, DomainError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // A thread of its own for each blocking `curl_easy_perform`, so that every page
                // of a list is in flight at once (see DetachedThread).
                DetachedThread.run { [self] in
                    continuation.resume(returning: perform(request, origin: origin, transfer: transfer))
                }
            }
        } onCancel: {
            transfer.cancelled.store(true, ordering: .relaxed)
        }
        let milliseconds = (ContinuousClock.now - started).milliseconds
        switch result {
        case .success(let response):
            log?("\(request.method) \(Self.pathAndQuery(of: request.url)) -> \(response.status) in \(milliseconds) ms")
            return response
        case .failure(let error):
            log?("\(request.method) \(Self.pathAndQuery(of: request.url)) -> failed in \(milliseconds) ms: \(error.message)")
            throw error
        }
    }

    private func perform(_ request: HTTPRequest, origin: String, transfer: Transfer) -> Result<HTTPResponse, DomainError> {
        let curl: Curl
        do {
            curl = try Curl.loaded()
        } catch {
            return .failure(error)
        }
        guard let handle = pool.checkOut(curl) else {
            return .failure(DomainError(.unavailable, "cannot start an HTTP request: libcurl could not make a handle"))
        }
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer {
            curl.slistFreeAll(headerList)
            pool.checkIn(handle, curl)
        }
        for header in request.headers {
            headerList = curl.slistAppend(headerList, "\(header.name): \(header.value)")
        }
        // No "Expect: 100-continue" round trip before small bodies.
        headerList = curl.slistAppend(headerList, "Expect:")

        let context = Unmanaged.passUnretained(transfer).toOpaque()
        ccurl_setopt_string(curl.setopt, handle, CURLOPT_URL, request.url.absoluteString)
        ccurl_setopt_string(curl.setopt, handle, CURLOPT_CUSTOMREQUEST, request.method)
        if let body = request.body {
            ccurl_setopt_off_t(curl.setopt, handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            body.withUnsafeBytes { bytes in
                // COPYPOSTFIELDS copies now, so the body need not outlive this call.
                _ = ccurl_setopt_pointer(curl.setopt, handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!))
            }
        } else if request.method == "HEAD" {
            ccurl_setopt_long(curl.setopt, handle, CURLOPT_NOBODY, 1)
        }
        ccurl_setopt_slist(curl.setopt, handle, CURLOPT_HTTPHEADER, headerList)
        ccurl_setopt_string(curl.setopt, handle, CURLOPT_USERAGENT, configuration.userAgent)
        ccurl_setopt_string(curl.setopt, handle, CURLOPT_PROTOCOLS_STR, "http,https")
        // Redirects are followed by `send`, within the origin only (see there).
        ccurl_setopt_long(curl.setopt, handle, CURLOPT_FOLLOWLOCATION, 0)
        ccurl_setopt_long(curl.setopt, handle, CURLOPT_SSL_VERIFYPEER, 1)
        ccurl_setopt_long(curl.setopt, handle, CURLOPT_SSL_VERIFYHOST, 2)
        ccurl_setopt_string(curl.setopt, handle, CURLOPT_ACCEPT_ENCODING, "")
        ccurl_setopt_off_t(curl.setopt, handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maxResponseBytes))
        ccurl_setopt_long(curl.setopt, handle, CURLOPT_CONNECTTIMEOUT_MS, request.connectTimeout.milliseconds)
        ccurl_setopt_long(curl.setopt, handle, CURLOPT_TIMEOUT_MS, request.timeout.milliseconds)
        ccurl_setopt_long(curl.setopt, handle, CURLOPT_NOSIGNAL, 1)
        ccurl_setopt_write_function(curl.setopt, handle, CURLOPT_WRITEFUNCTION, Transfer.write)
        ccurl_setopt_pointer(curl.setopt, handle, CURLOPT_WRITEDATA, context)
        ccurl_setopt_write_function(curl.setopt, handle, CURLOPT_HEADERFUNCTION, Transfer.header)
        ccurl_setopt_pointer(curl.setopt, handle, CURLOPT_HEADERDATA, context)
        ccurl_setopt_long(curl.setopt, handle, CURLOPT_NOPROGRESS, 0)
        ccurl_setopt_xferinfo_function(curl.setopt, handle, Transfer.progress)
        ccurl_setopt_pointer(curl.setopt, handle, CURLOPT_XFERINFODATA, context)

        let code = curl.easyPerform(handle)
        var connects = 0, port = 0, status = 0
        ccurl_getinfo_long(curl.getinfo, handle, CURLINFO_NUM_CONNECTS, &connects)
        ccurl_getinfo_long(curl.getinfo, handle, CURLINFO_LOCAL_PORT, &port)
        ccurl_getinfo_long(curl.getinfo, handle, CURLINFO_RESPONSE_CODE, &status)
        opened.add(connects, ordering: .relaxed)

        guard code == CURLE_OK else {
            return .failure(CurlFailure.error(code, request: request, origin: origin, transfer: transfer, configuration: configuration))
        }
        return .success(HTTPResponse(status: status, headers: transfer.headers, body: transfer.body, localPort: port, connectionsOpened: connects))
    }

    /// `scheme://host:port`, without any user or password the URL may carry.
    public static func origin(of url: URL) -> String {
        var components = URLComponents()
        components.scheme = url.scheme
        components.host = url.host
        components.port = url.port
        return components.string ?? "the backend"
    }

    /// The path and query, for log lines.
    static func pathAndQuery(of url: URL) -> String {
        let path = url.path.isEmpty ? "/" : url.path
        return url.query.map { "\(path)?\($0)" } ?? path
    }
}

extension Duration {
    /// Whole milliseconds, for libcurl's `_MS` options and log lines.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
