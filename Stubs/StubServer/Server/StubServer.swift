import FlyingFox
import FlyingSocks
import Foundation

/// A local HTTP server that plays the backends it is given (``StubBackend``, each serving its
/// own routes over its own data), with fault injection, run-time controls and a write log.
/// Start it, talk to `baseURL`, stop it.
///
/// ```swift
/// let server = StubServer(configuration: .init(port: 0, backends: [NotesBackend()]))
/// let url = try await server.start()   // http://127.0.0.1:PORT
/// defer { Task { await server.stop() } }
/// ```
public actor StubServer {
    /// The settings it was made with.
    public let configuration: StubServerConfiguration
    /// Where it listens, once started.
    public private(set) var baseURL: URL?

    private var http: HTTPServer?
    private var runTask: Task<Void, Never>?
    private var service: StubService?

    /// A stopped server; nothing is opened until `start()`.
    public init(configuration: StubServerConfiguration) {
        self.configuration = configuration
    }

    /// Loads the fixtures, opens the socket and starts serving.
    /// - Returns: The base URL, e.g. `http://127.0.0.1:50123`.
    /// - Throws: `StubServerError` when a setting or fixture is invalid or the port cannot be opened.
    @discardableResult
    public func start() async throws -> URL {
        if let baseURL { return baseURL }
        let service = try StubService(configuration: configuration)
        guard let address = ListenAddress(host: configuration.host, port: configuration.port) else {
            throw StubServerError.invalidConfiguration("--host '\(configuration.host)' is not an address")
        }
        let handler = StubHTTPHandler(service: service, log: configuration.log)
        // The handler timeout must outlast any injected delay.
        let http = HTTPServer(
            config: HTTPServer.Configuration(
                address: address.socketAddress, timeout: 3600,
                pool: NoDelaySocketPool(base: HTTPServer.defaultPool()), logger: .disabled
            ),
            handler: handler
        )

        let started = StartSignal()
        // Above the priority of whatever started it: in a test process, every test's task waits
        // its turn on the same few threads, and a request would wait behind all of them
        // (docs/reliability.md, "An in-process server on a busy machine").
        let runTask = Task(priority: Self.priority) {
            do {
                try await http.run()
                started.resolve(.failure(StubServerError.cannotListen(address: "\(configuration.host):\(configuration.port)", reason: "the server stopped while starting")))
            } catch {
                started.resolve(.failure(Self.listenError(error, host: configuration.host, port: configuration.port)))
            }
        }
        let listening = Task {
            do {
                try await http.waitUntilListening(timeout: 10)
                started.resolve(.success(()))
            } catch {
                started.resolve(.failure(error))
            }
        }
        do {
            try await started.wait()
            listening.cancel()
        } catch {
            listening.cancel()
            await http.stop()
            throw error
        }
        guard let port = await Self.boundPort(http) else {
            await http.stop()
            throw StubServerError.cannotListen(address: "\(configuration.host):\(configuration.port)", reason: "the socket has no port")
        }
        guard let url = URL(string: "http://\(address.urlHost):\(port)") else {
            await http.stop()
            throw StubServerError.cannotListen(address: address.urlHost, reason: "no URL for port \(port)")
        }
        self.http = http
        self.runTask = runTask
        self.service = service
        self.baseURL = url
        return url
    }

    /// Stops listening and closes every connection; a stopped server can be started again.
    /// Requests held by `/_stub/hold` go on first: stopping waits for every request in progress.
    public func stop() async {
        guard let http else { return }
        await service?.controls.stop()
        await http.stop(timeout: 0)
        await runTask?.value
        self.http = nil
        self.runTask = nil
        self.service = nil
        self.baseURL = nil
    }

    /// The priority the server's tasks run at: above the default that tests and most work run at.
    static let priority = TaskPriority.high

    /// The counters of `GET /_stub/stats`, or zeros when not started.
    public func stats() async -> StubStats {
        await service?.counters.stats ?? StubStats()
    }

    /// What happened to each idempotency key, like `GET /_stub/writes`; empty when not started.
    public func writes() async -> WriteLog {
        await service?.counters.writeLog ?? WriteLog()
    }

    /// Restores every backend's data and zeroes the counters, like `POST /_stub/reset`.
    public func reset() async {
        await service?.reset()
    }

    private static func boundPort(_ http: HTTPServer) async -> UInt16? {
        switch await http.listeningAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: port
        default: nil
        }
    }

    private static func listenError(_ error: any Error, host: String, port: UInt16) -> StubServerError {
        let reason: String
        if case SocketError.failed(_, let code, _) = error {
            reason = String(cString: strerror(code)).lowercased()
        } else {
            reason = "\(error)"
        }
        return .cannotListen(address: "\(host):\(port)", reason: reason)
    }
}
