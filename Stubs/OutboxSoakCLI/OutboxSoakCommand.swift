import ArgumentParser
import Foundation
import ProcessHarness

/// `outbox-soak`: the outbox's crash and concurrency soak against the real binaries and a local
/// `stub-server`; prints its figures and exits 1 when a write was lost or doubled, the database
/// was damaged, or a sync after a kill could not send at once. Run it with `scripts/soak-outbox`.
@main
struct OutboxSoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outbox-soak",
        abstract: "Kill sync at random points and run many processes on one data directory; count lost and doubled writes.",
        discussion: "Needs the apps it drives and stub-server built next to it, and sqlite3 on the PATH. docs/reliability.md has the figures."
    )

    @Option(help: "Which apps: order-app, chat-app, site-app, both (order-app and chat-app) or all.")
    var app = "both"

    @Option(help: "Kill rounds per app (soak a); 0 skips it.")
    var kills = 50

    @Option(help: "Writes queued before each killed sync.")
    var writes = 20

    @Option(help: ArgumentHelp("Delay the backend puts on each request of a sync that is killed, so kills land between requests.", valueName: "ms"))
    var delayMs = 20

    @Option(help: "Processes running done/sync/list at once (soak b).")
    var processes = 8

    @Option(help: "How long soak b runs, per app; 0 skips it.")
    var seconds: Double = 30

    @Option(help: "The random seed (kill moments, verbs); printed, so a run can be repeated.")
    var seed: UInt64?

    func validate() throws {
        guard ["order-app", "chat-app", "site-app", "both", "all"].contains(app) else {
            throw ValidationError("--app must be order-app, chat-app, site-app, both (order-app and chat-app) or all; got \"\(app)\"")
        }
        guard kills >= 0, writes >= 1, writes <= 200 else { throw ValidationError("--kills must be 0 or more and --writes between 1 and 200") }
        guard processes >= 1, processes <= 32, seconds >= 0, seconds <= 600 else {
            throw ValidationError("--processes must be between 1 and 32 and --seconds between 0 and 600")
        }
        guard delayMs >= 0, delayMs <= 1000 else { throw ValidationError("--delay-ms must be between 0 and 1000") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") else {
            throw ValidationError("sqlite3 is missing (it runs PRAGMA integrity_check): apt-get install -y sqlite3")
        }
    }

    func run() throws {
        let seed = seed ?? UInt64.random(in: 1...999_999)
        let apps: [SoakApp] = switch app {
        case "both": [.order, .chat]
        case "all": [.order, .chat, .site]
        case "order-app": [.order]
        case "site-app": [.site]
        default: [.chat]
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("outbox-soak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let targets = 2_000
        try SoakFixtures.write(count: targets, small: 200, to: work.appendingPathComponent("fixtures"))
        let server = try StubServerProcess(arguments: ["--fixtures", work.appendingPathComponent("fixtures").path, "--max-page-size", "1000"])
        defer { server.stop() }
        let log = { (line: String) in FileHandle.standardError.write(Data("outbox-soak: \(line)\n".utf8)) }

        print("outbox soak, seed \(seed), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(Self.today())")
        var failed = false
        for app in apps {
            if kills > 0 {
                var loop = KillLoop(app: app.small, server: server, work: work, writes: writes, rounds: kills,
                                    delayMilliseconds: delayMs, random: SplitMix(seed: seed))
                let figures = try loop.run(log: log)
                let next = figures.nextSyncSeconds.sorted()
                print("""
                    \(app.product) (a) kill -9 during sync, \(figures.rounds) rounds of \(writes) queued writes \
                    (a whole sync: \(format(figures.fullSyncSeconds)) s):
                      killed before the first write applied \(figures.killedBeforeFirstApply), midway \(figures.killedMidway), \
                    after the last \(figures.killedAfterLastApply), sync already done \(figures.finishedBeforeKill)
                      lost \(figures.lost), doubled \(figures.doubled), unexpected \(figures.unexpected), overlapping sends \(figures.overlapping)
                      the next sync: median \(format(next.isEmpty ? 0 : next[next.count / 2])) s, max \(format(next.last ?? 0)) s, \
                    all sent at once: \(figures.failures.isEmpty ? "yes" : "NO")
                    """)
                for failure in figures.failures.prefix(10) { print("  FAILED: \(failure)") }
                failed = failed || !figures.failures.isEmpty
            }
            if seconds > 0, !app.countsKeys {
                // Soak (b) counts each write by its idempotency key, which this backend does not take.
                print("\(app.product) (b) not run: its backend guards writes by version, with no idempotency key to count them by")
            } else if seconds > 0 {
                let soak = ConcurrentSoak(app: app, server: server, work: work, processes: processes, seconds: seconds,
                                          targets: targets, seed: seed)
                let figures = try soak.run(log: log)
                let runs = figures.runs.keys.sorted().map { verb in
                    let codes = figures.runs[verb, default: [:]]
                    let total = codes.values.reduce(0, +)
                    return "\(verb) \(total) (" + codes.keys.sorted().map { "exit \($0): \(codes[$0]!)" }.joined(separator: ", ") + ")"
                }
                print("""
                    \(app.product) (b) \(processes) processes on one data directory for \(format(seconds)) s, faults changing every second:
                      runs: \(runs.joined(separator: "; "))
                      writes made \(figures.made) (done exit 0 or 75), and \(figures.unconfirmed) more whose done exited otherwise, \
                    of which \(figures.check.maybeApplied) applied; \(figures.check.summary)
                      requests with a key \(figures.check.requests), answered from the ledger \(figures.check.replayed)
                      final sync: \(figures.finalSync); outbox left \(figures.outboxLeft); integrity_check: \(figures.integrity); \
                    lock files left \(figures.lockFilesLeft)
                    """)
                for failure in figures.failures.prefix(10) { print("  FAILED: \(failure)") }
                failed = failed || !figures.failures.isEmpty
            }
        }
        print(failed ? "outbox soak: FAILED" : "outbox soak: passed")
        if failed { throw ExitCode(1) }
    }

    private static func today() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}
