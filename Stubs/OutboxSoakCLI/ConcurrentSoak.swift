import Core
import Foundation
import ProcessHarness

/// Soak (b): `processes` runs of `done`, `sync` and `list` at once on one data directory for
/// `seconds`, against a backend whose faults change every second. Afterwards the database must
/// pass `PRAGMA integrity_check`, and every change must be applied exactly once.
struct ConcurrentSoak {
    let app: SoakApp
    let server: StubServerProcess
    let work: URL
    let processes: Int
    let seconds: Double
    let targets: Int
    let seed: UInt64

    /// The faults the backend goes through, one a second: refusing (503), applying but losing
    /// the answer (close, truncate), slow (delay), and well.
    static let faults = ["status%3D503&every=2", "close&every=3", "", "delay%3D200&every=2", "truncate&every=3", "status%3D500&every=3", ""]

    struct Figures {
        var runs: [String: [Int32: Int]] = [:]
        var made = 0, unconfirmed = 0
        var check = WriteCheck(writes: [], made: [])
        var integrity = "", outboxLeft = "", finalSync = ""
        var lockFilesLeft = 0
        var failures: [String] = []
    }

    private final class Shared: Sendable {
        let state = Locked<(next: Int, runs: [String: [Int32: Int]], made: Set<String>, maybe: Set<String>, errors: [String])>(
            (1, [:], [], [], [])
        )
    }

    func run(log: (String) -> Void) throws -> Figures {
        try server.admin("POST", "/_stub/reset")
        try server.admin("POST", "/_stub/faults")
        let data = work.appendingPathComponent("\(app.product)-concurrent")
        defer { try? FileManager.default.removeItem(at: data) }
        let list = try app.run(["list"], server: server.baseURL, data: data)
        guard list.status == 0 else { throw SoakError("\(app.product) list exited \(list.status): \(list.stderr)") }

        let shared = Shared()
        let deadline = Date().addingTimeInterval(seconds)
        let (app, server, targets) = (app, server, targets)
        let group = DispatchGroup()
        for worker in 0..<processes {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                var random = SplitMix(seed: seed &+ UInt64(worker))
                while Date() < deadline {
                    let roll = random.nextDouble()
                    var verb = roll < 0.5 ? "done" : roll < 0.75 ? "sync" : "list"
                    var target: String?
                    if verb == "done" {
                        let next = shared.state.withLock { state -> Int in
                            defer { state.next += 1 }
                            return state.next
                        }
                        if next <= targets { target = String(next) } else { verb = "sync" }
                    }
                    do {
                        let result = try app.run([verb] + (target.map { [$0] } ?? []), server: server.baseURL, data: data)
                        shared.state.withLock { state in
                            state.runs[verb, default: [:]][result.status, default: 0] += 1
                            if let target {
                                if result.status == 0 || result.status == 75 { state.made.insert(target) } else { state.maybe.insert(target) }
                            }
                            if ![0, 65, 69, 75].contains(result.status) {
                                state.errors.append("\(verb) \(target ?? "") exited \(result.status): \(result.all.prefix(300))")
                            }
                        }
                    } catch {
                        shared.state.withLock { $0.errors.append("\(verb): \(error)") }
                    }
                }
            }
        }
        var step = 0
        while group.wait(timeout: .now() + 1) == .timedOut {
            step += 1
            try server.admin("POST", "/_stub/faults?spec=" + Self.faults[step % Self.faults.count])
        }
        try server.admin("POST", "/_stub/faults")

        var figures = Figures()
        let final = try app.run(["sync"], server: server.baseURL, data: data)
        figures.finalSync = final.stdout.split(separator: "\n").first.map(String.init) ?? ""
        if final.status != 0 || final.stdout.contains("still waiting") {
            figures.failures.append("the final sync exited \(final.status): \(final.all)")
        }
        let store = data.appendingPathComponent("store.sqlite").path
        figures.integrity = try sqlite(store, "PRAGMA integrity_check")
        figures.outboxLeft = try sqlite(store, "SELECT count(*) FROM outbox")
        figures.lockFilesLeft = ((try? FileManager.default.contentsOfDirectory(atPath: store + "-claims")) ?? [])
            .filter { $0.hasSuffix(".lock") }.count
        let (runs, made, maybe, errors) = shared.state.withLock { ($0.runs, $0.made, $0.maybe, $0.errors) }
        figures.runs = runs
        figures.made = made.count
        figures.unconfirmed = maybe.count
        figures.check = WriteCheck(writes: try server.writes(), made: made, maybe: maybe)
        figures.failures += errors
        if figures.integrity != "ok" { figures.failures.append("integrity_check: \(figures.integrity)") }
        if figures.outboxLeft != "0" { figures.failures.append("\(figures.outboxLeft) entries left in the outbox") }
        if !figures.check.passed || figures.check.concurrent > 0 { figures.failures.append(figures.check.summary) }
        return figures
    }

    private func sqlite(_ path: String, _ sql: String) throws -> String {
        let result = try ProcessRunner.run("/usr/bin/sqlite3", [path, sql])
        guard result.status == 0 else { throw SoakError("sqlite3 \(path) \(sql): \(result.stderr)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
