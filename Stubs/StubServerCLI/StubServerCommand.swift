import ArgumentParser
import ChatContract
import Core
import DemoBackends
import Foundation
import OrderContract
import SiteContract
import StubServer

/// `stub-server`: the apps' backends (orders, chats, sites) on one local port, with fault injection.
@main
struct StubServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stub-server",
        abstract: "Serve the order (app A), chat (app B) and sites (app C) APIs from fixtures, with in-memory state and fault injection.",
        discussion: """
            The first line on stdout is `listening on http://HOST:PORT`. Stop with SIGINT or SIGTERM.
            Per-request faults: header `X-Stub-Fault` or query `stub_fault` (status=503, delay=1500, malformed, truncate, close).
            Admin: GET /_stub/stats, GET /_stub/writes, POST /_stub/reset, POST /_stub/faults?spec=SPEC, \
            POST /_stub/hold, GET /_stub/held, POST /_stub/release, POST /_stub/site/expire-tokens, \
            POST /_stub/site/touch?site=S&task=ID. Reference: docs/backends.md.
            """,
        version: ProjectVersion.current
    )

    @Option(help: "Address to listen on (IPv4 or IPv6 literal, or localhost).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free port.")
    var port: UInt16 = 8080

    @Option(help: "The most somes one page holds, whatever per_page/limit asks for.")
    var maxPageSize = 5

    @Option(help: ArgumentHelp("Serve orders/*.json, chats/*.json, sites/*.json and the feature parts' folders (named as in each plug-in's Fixtures/) from this folder instead of the bundled fixtures.", valueName: "dir"))
    var fixtures: String?

    @Option(help: "Bearer token app A must send (Authorization: Bearer TOKEN).")
    var orderToken = OrderDemo.token

    @Option(help: "Token app B must send (X-Chat-Token: TOKEN).")
    var chatToken = ChatDemo.token

    @Option(help: ArgumentHelp("OAuth client id app C must send to POST /oauth/token.", valueName: "id"))
    var siteClientId = SiteDemo.clientID

    @Option(help: ArgumentHelp("OAuth client secret app C must send with --site-client-id.", valueName: "secret"))
    var siteClientSecret = SiteDemo.clientSecret

    @Option(help: ArgumentHelp("How long an access token of the sites API is good for.", valueName: "seconds"))
    var siteTokenLifetime = SiteDemo.tokenLifetime

    @Flag(help: "Send the sites API's ETags weak (W/\"t2-v1\"), as behind a proxy that compresses, and compare If-Match by the opaque part.")
    var siteWeakEtags = false

    @Flag(help: "Print one line per request: method, path, status, duration.")
    var log = false

    @Option(help: ArgumentHelp("Answer affected requests with this status and the API's error body.", valueName: "status"))
    var faultStatus: Int?

    @Option(help: ArgumentHelp("Wait this long before handling affected requests.", valueName: "ms"))
    var faultDelayMs: Int?

    @Flag(help: "Answer affected requests with 200 and a body that is not JSON.")
    var faultMalformed = false

    @Flag(help: "Declare the full Content-Length, send half the body, close.")
    var faultTruncate = false

    @Flag(help: "Send part of a chunked body, then close the connection.")
    var faultClose = false

    @Option(help: ArgumentHelp("With --fault-status: send Retry-After with this many seconds.", valueName: "seconds"))
    var faultRetryAfter: Int?

    @Option(help: ArgumentHelp("Affect only every Nth API request.", valueName: "n"))
    var faultEvery = 1

    @Option(help: ArgumentHelp("Stamp writes with this time (ISO-8601, such as 2026-11-20T09:00:00Z) instead of the system clock's, for tests.", valueName: "time"))
    var now: String?

    func validate() throws {
        do {
            try makeConfiguration().validate()
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        // A reader that closes our stdout must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        let signals = TerminationSignals()
        let server = StubServer(configuration: try makeConfiguration())
        let url: URL
        do {
            url = try await server.start()
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("stub-server: \(error)\n".utf8))
            throw ExitCode(69)
        }
        StandardOutput.writeLine("listening on \(url.absoluteString)")
        _ = await signals.wait()
        await server.stop()
    }

    private func makeConfiguration() throws(StubServerError) -> StubServerConfiguration {
        let runFaults = try RunFaults(
            status: faultStatus, delayMilliseconds: faultDelayMs,
            malformed: faultMalformed, truncate: faultTruncate, close: faultClose, retryAfterSeconds: faultRetryAfter, every: faultEvery
        )
        let requestLog: (@Sendable (String) -> Void)? = log ? { @Sendable line in StandardOutput.writeLine(line) } : nil
        var backends = DemoBackends()
        backends.orderToken = orderToken
        backends.chatToken = chatToken
        backends.siteClientID = siteClientId
        backends.siteClientSecret = siteClientSecret
        backends.siteTokenLifetime = siteTokenLifetime
        backends.siteWeakETags = siteWeakEtags
        if let fixtures {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fixtures, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .invalidConfiguration("--fixtures \(fixtures) is not a folder; give one holding orders/*.json, chats/*.json or sites/*.json")
            }
            backends.fixtures = URL(fileURLWithPath: (fixtures as NSString).expandingTildeInPath, isDirectory: true)
        }
        var clock: @Sendable () -> Date = { Date() }
        if let now {
            guard let moment = ISO8601.date(from: now) else {
                throw .invalidConfiguration("--now must be an ISO-8601 time such as 2026-11-20T09:00:00Z, not '\(now)'")
            }
            clock = { moment }
        }
        do {
            return try .demo(backends, host: host, port: port, maxPageSize: maxPageSize, runFaults: runFaults, now: clock, log: requestLog)
        } catch let error as StubServerError {
            throw error
        } catch {
            throw .invalidConfiguration("--fixtures \(fixtures ?? ""): \(error)")
        }
    }
}
