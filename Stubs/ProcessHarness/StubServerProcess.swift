import Core
import Foundation

/// A `stub-server` running as its own process on a free loopback port, for end-to-end tests.
public final class StubServerProcess: @unchecked Sendable {
    private let child: ChildProcess
    /// The base URL it serves, `http://127.0.0.1:PORT`.
    public let baseURL: String

    /// The moment its writes are stamped with by default; the apps in the end-to-end tests run at it too.
    public static let now = "2026-11-24T12:00:00Z"

    /// Starts `stub-server --port 0` (or on the `--port` in `arguments`, e.g. the port of one
    /// that was stopped, to bring a backend back where it was) with extra `arguments`, and
    /// waits for its first line.
    /// - Throws: when it does not start or does not say where it listens within 10 s.
    public init(arguments: [String] = []) throws {
        // Writes are stamped at a fixed moment unless the test names one: what a test sees never
        // depends on when it runs.
        let arguments = (arguments.contains("--now") ? [] : ["--now", Self.now]) + arguments
        child = try ProcessRunner.start(ProcessRunner.path(of: "stub-server").path,
                                        (arguments.contains("--port") ? [] : ["--port", "0"]) + arguments,
                                        environment: ProcessRunner.baseEnvironment, input: .null, output: .pipe, errors: .null)
        // One thread reads the output to its end: the first line says where it listens, and the
        // rest (it logs with --log) is read so that it never blocks on a full pipe.
        let reader = LineReader(child.output!)
        guard let line = reader.wait(timeout: 10) else {
            Self.stop(child)
            throw HarnessError("stub-server did not start within 10 s")
        }
        guard let range = line.range(of: "http://") else {
            Self.stop(child)
            throw HarnessError("stub-server did not say where it listens; first line: \(line)")
        }
        baseURL = String(line[range.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts it as ``init(arguments:)`` does, without holding a thread of Swift's cooperative
    /// pool while it waits for the first line: what tests call.
    public static func start(arguments: [String] = []) async throws -> StubServerProcess {
        try await Blocking.run { try StubServerProcess(arguments: arguments) }
    }

    /// The port it listens on, as text for `--port`.
    public var port: String {
        URL(string: baseURL)?.port.map(String.init) ?? "0"
    }

    /// Asks it to stop (SIGTERM) and waits; returns its exit status.
    @discardableResult
    public func stop() -> Int32 {
        child.terminate()
        child.wait()
        return ProcessRunner.status(of: child)
    }

    /// Stops it as ``stop()`` does and holds its port closed, for a backend that is gone: a
    /// request to ``baseURL`` is refused until the hold is released, and no server another test
    /// starts meanwhile can be given the port. Release it before starting a server on the same
    /// port again.
    public func stopHoldingPort() throws -> ClosedPort {
        stop()
        guard let port = URL(string: baseURL)?.port.flatMap(UInt16.init(exactly:)) else {
            throw HarnessError("stub-server's base URL \(baseURL) names no port")
        }
        return try ClosedPort(port: port)
    }

    /// Asks it to stop, and makes it after 5 s.
    private static func stop(_ child: ChildProcess) {
        child.terminate()
        if child.wait(atMost: .seconds(5)) == nil {
            TiedSpawn.signalGroup(of: child, SIGKILL)
            child.wait()
        }
    }

    /// `GET /_stub/stats`, parsed: `requests`, `writes_applied`, `writes_replayed`.
    public func stats() throws -> [String: Int] {
        let data = try admin("GET", "/_stub/stats")
        guard let stats = try JSONSerialization.jsonObject(with: data) as? [String: Int] else {
            throw HarnessError("stub-server stats are not a JSON object of numbers: \(String(decoding: data, as: UTF8.self))")
        }
        return stats
    }

    /// `POST /_stub/faults?spec=SPEC`: every API request answers with this fault (`status=503`,
    /// `malformed`, `delay=3000`, ...) until it is set again; nil stops faulting.
    public func setFault(_ spec: String?) throws {
        let query = (spec ?? "").addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+"))) ?? ""
        try admin("POST", "/_stub/faults?spec=\(query)")
    }

    /// `POST /_stub/reset`: the fixtures as they were at start, counters at zero.
    public func reset() throws {
        try admin("POST", "/_stub/reset")
    }

    /// Calls an admin endpoint (`POST /_stub/hold`, `GET /_stub/held?count=1`, ...) and returns
    /// the body, without holding a thread of Swift's cooperative pool while it waits.
    /// - Throws: when it does not answer 2xx within 30 s, with what it said.
    @discardableResult
    public func admin(_ method: String, _ target: String) async throws -> Data {
        try await Blocking.run { try self.admin(method, target) as Data }
    }

    /// The same, blocking the calling thread: for command-line tools (`outbox-soak`).
    @discardableResult
    public func admin(_ method: String, _ target: String) throws -> Data {
        let response = try HTTPExchange.sendBlocking(method, target, to: baseURL)
        guard (200..<300).contains(response.status) else {
            throw HarnessError("\(method) \(baseURL)\(target) answered \(response.status): \(response.text)")
        }
        return response.body
    }

    /// `GET /_stub/writes`, parsed: one object per idempotency key (`api`, `key`, `request`,
    /// `requests`, `applied`, `replayed`, `concurrent`).
    public func writes() throws -> [[String: Any]] {
        let data = try admin("GET", "/_stub/writes")
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let writes = object["writes"] as? [[String: Any]] else {
            throw HarnessError("stub-server writes are not {\"writes\":[...]}: \(String(decoding: data, as: UTF8.self))")
        }
        return writes
    }

    deinit {
        Self.stop(child)
    }
}

/// Reads a child's output to its end on a thread of its own, keeping the first line.
final class LineReader: @unchecked Sendable {
    private var line: String?
    private let firstLine = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            var told = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                if !told {
                    bytes += buffer[..<count]
                    if let newline = bytes.firstIndex(of: 0x0A) {
                        line = String(decoding: bytes[..<newline], as: UTF8.self)
                        told = true
                        firstLine.signal()
                    }
                }
            }
            close(descriptor)
            if !told {
                line = bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
                firstLine.signal()
            }
        }
    }

    /// The first line, or nil when none came within `timeout` seconds (or the output ended empty).
    func wait(timeout: TimeInterval) -> String? {
        guard firstLine.wait(timeout: .now() + timeout) == .success else { return nil }
        return line
    }
}

/// A harness failure, with what went wrong.
public struct HarnessError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
