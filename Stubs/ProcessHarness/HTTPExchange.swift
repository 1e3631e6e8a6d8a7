import Foundation

/// One HTTP/1.1 request to a server on 127.0.0.1 and its whole response, on a fresh connection
/// (`Connection: close`), within a time limit: the client the tests and the harness talk to a
/// stub server with.
///
/// Bounded and off the cooperative pool: the exchange runs on a thread of its own and ends
/// within `timeout` whatever the server does, so a test that waits on it cannot hang, and it
/// never takes a thread the in-process server needs to answer. The limit is a bound for a test
/// gone wrong, not a measure of speed: on a busy machine a server in the test's own process can
/// take seconds to be scheduled.
public enum HTTPExchange {
    /// How long an exchange may take unless the caller says otherwise.
    public static let defaultTimeout: Duration = .seconds(30)

    /// A whole response.
    public struct Response: Sendable {
        /// The status code: 200, 404, …
        public var status: Int
        /// The header fields in the order sent, names as sent.
        public var headerFields: [(name: String, value: String)]
        /// The body, de-chunked; still compressed when the server compressed it.
        public var body: Data

        /// The first value of header `name` (any case), or nil.
        public func header(_ name: String) -> String? {
            headerFields.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends `method target` to the server at `baseURL` (`http://127.0.0.1:PORT`) and returns
    /// its whole response.
    /// - Throws: ``HTTPExchangeError`` when there is no connection, the time runs out, or the
    ///   connection ends before the response is whole.
    public static func send(_ method: String, _ target: String, to baseURL: String, headers: [(String, String)] = [],
                            body: Data? = nil, timeout: Duration = defaultTimeout) async throws(HTTPExchangeError) -> Response {
        try await Blocking.run { () throws(HTTPExchangeError) -> Response in
            try sendBlocking(method, target, to: baseURL, headers: headers, body: body, timeout: timeout)
        }
    }

    /// The same, blocking the calling thread: for command-line tools that run on threads of
    /// their own (`outbox-soak`).
    public static func sendBlocking(_ method: String, _ target: String, to baseURL: String, headers: [(String, String)] = [],
                                    body: Data? = nil, timeout: Duration = defaultTimeout) throws(HTTPExchangeError) -> Response {
        let what = "\(method) \(baseURL)\(target)"
        guard let url = URL(string: baseURL), url.host == "127.0.0.1", let port = url.port.flatMap(UInt16.init(exactly:)) else {
            throw HTTPExchangeError(what: what, problem: "the harness talks only to http://127.0.0.1:PORT")
        }
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        let request = Data((head + "\r\n").utf8) + (body ?? Data())
        let received = LoopbackExchange.run(port: port, request: request, timeout: timeout) { ResponseBytes($0).isWhole }
        let bytes = ResponseBytes(received.bytes)
        switch received.ending {
        case .notConnected(let reason):
            throw HTTPExchangeError(what: what, problem: "no connection (\(reason))")
        case .timedOut:
            throw HTTPExchangeError(what: what, problem: "no whole response within \(timeout) (\(received.bytes.count) bytes came)")
        case .closed where !bytes.isWhole:
            throw HTTPExchangeError(what: what, problem: bytes.incompleteness)
        case .closed, .enough:
            guard let response = bytes.response else { throw HTTPExchangeError(what: what, problem: bytes.incompleteness) }
            return response
        }
    }
}

/// Why an exchange gave no whole response.
public struct HTTPExchangeError: Error, CustomStringConvertible {
    /// The request: `GET http://127.0.0.1:PORT/path`.
    public let what: String
    /// What went wrong.
    public let problem: String
    public var description: String { "\(what): \(problem)" }
}

/// The bytes of a response read so far, and what they hold once whole.
struct ResponseBytes {
    private let bytes: Data
    private let headEnd: Range<Data.Index>?

    init(_ bytes: Data) {
        self.bytes = bytes
        headEnd = bytes.range(of: Data("\r\n\r\n".utf8))
    }

    private var lines: [String] {
        guard let headEnd else { return [] }
        return String(decoding: bytes[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    }

    private var fields: [(name: String, value: String)] {
        lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }

    private var status: Int? {
        let words = lines.first?.split(separator: " ") ?? []
        guard words.count >= 2, words[0].hasPrefix("HTTP/") else { return nil }
        return Int(words[1])
    }

    private func field(_ name: String) -> String? {
        fields.first { $0.name.lowercased() == name }?.value
    }

    private var rest: Data { headEnd.map { bytes[$0.upperBound...] } ?? Data() }

    private var isChunked: Bool { field("transfer-encoding")?.lowercased().contains("chunked") == true }

    private var declaredLength: Int? { field("content-length").flatMap { Int($0) } }

    private var hasNoBody: Bool {
        guard let status else { return false }
        return status == 204 || status == 304 || (100..<200).contains(status)
    }

    /// The body, de-chunked; nil while it is not whole.
    private var body: Data? {
        if hasNoBody { return Data() }
        if isChunked { return Self.dechunk(rest) }
        if let declaredLength { return rest.count >= declaredLength ? Data(rest.prefix(declaredLength)) : nil }
        return nil  // Whole only when the server closes: `response` takes what came.
    }

    /// Whether a whole response has arrived (a body with no length is whole when the server closes).
    var isWhole: Bool { status != nil && body != nil }

    /// The response, once the head is whole: a body with no length is what came before the close.
    var response: HTTPExchange.Response? {
        guard let status else { return nil }
        if body == nil && (isChunked || declaredLength != nil) { return nil }
        return HTTPExchange.Response(status: status, headerFields: fields, body: body ?? Data(rest))
    }

    /// Why what came is not a whole response.
    var incompleteness: String {
        if bytes.isEmpty { return "the server closed the connection without answering" }
        guard status != nil else { return "the server closed the connection before the header was whole (\(bytes.count) bytes)" }
        if isChunked { return "the server closed the connection before the last chunk (\(rest.count) bytes of chunked body)" }
        return "the server closed the connection after \(rest.count) of \(declaredLength ?? 0) body bytes"
    }

    /// A chunked body's data, or nil when the last (zero-length) chunk has not come.
    static func dechunk(_ data: Data) -> Data? {
        var body = Data()
        var index = data.startIndex
        let lineEnd = Data("\r\n".utf8)
        while let end = data.range(of: lineEnd, in: index..<data.endIndex) {
            let sizeText = String(decoding: data[index..<end.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            let start = end.upperBound
            if size == 0 { return body }
            guard data.distance(from: start, to: data.endIndex) >= size + 2 else { return nil }
            let stop = data.index(start, offsetBy: size)
            body.append(data[start..<stop])
            index = data.index(stop, offsetBy: 2)
        }
        return nil
    }
}
