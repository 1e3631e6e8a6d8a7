import Foundation
import ProcessHarness

/// Soak (a): `writes` changes queued, `sync` killed with SIGKILL at a random moment, then the
/// next `sync`; `rounds` times. Every change must be applied exactly once, and the next `sync`
/// must send everything at once (no claim of the dead process holds it up).
struct KillLoop {
    let app: SoakApp
    let server: StubServerProcess
    let work: URL
    let writes: Int
    let rounds: Int
    /// The delay fault on each request of the killed sync, so its requests spread over time.
    let delayMilliseconds: Int
    var random: SplitMix

    struct Figures {
        var rounds = 0, failures: [String] = []
        var killedBeforeFirstApply = 0, killedMidway = 0, killedAfterLastApply = 0, finishedBeforeKill = 0
        var nextSyncSeconds: [Double] = []
        var lost = 0, doubled = 0, unexpected = 0, overlapping = 0
        var fullSyncSeconds = 0.0
    }

    mutating func run(log: (String) -> Void) throws -> Figures {
        var figures = Figures()
        // Two syncs left alone, to know how long a whole one takes (the faster, as the first
        // may pay for cold caches): kills land inside that span.
        figures.fullSyncSeconds = min(try round(index: -1, killAfter: nil, figures: &figures),
                                      try round(index: 0, killAfter: nil, figures: &figures))
        log("\(app.product): a whole sync of \(writes) writes takes \(format(figures.fullSyncSeconds)) s; killing at random within it")
        for index in 1...rounds {
            let killAfter = random.nextDouble() * figures.fullSyncSeconds
            _ = try round(index: index, killAfter: killAfter, figures: &figures)
            figures.rounds += 1
            if index % 10 == 0 { log("\(app.product): \(index)/\(rounds) kills") }
        }
        return figures
    }

    /// One round; returns how long the unkilled sync took when `killAfter` is nil.
    private func round(index: Int, killAfter: Double?, figures: inout Figures) throws -> Double {
        try server.admin("POST", "/_stub/reset")
        let data = work.appendingPathComponent("\(app.product)-\(index)")
        defer { try? FileManager.default.removeItem(at: data) }
        let list = try app.run(["list"], server: server.baseURL, data: data)
        guard list.status == 0 else { throw SoakError("\(app.product) list exited \(list.status): \(list.stderr)") }
        try server.admin("POST", "/_stub/faults?spec=status%3D503")
        for target in 1...writes {
            let done = try app.run(["done", String(target)], server: server.baseURL, data: data)
            guard done.status == 75 else { throw SoakError("\(app.product) done \(target) exited \(done.status), not 75: \(done.all)") }
        }
        try server.admin("POST", "/_stub/faults?spec=delay%3D\(delayMilliseconds)")
        let started = Date()
        let sync = try app.start(["sync"], server: server.baseURL, data: data)
        guard let killAfter else {
            let whole = sync.wait()
            guard whole.status == 0 else { throw SoakError("\(app.product) sync exited \(whole.status): \(whole.all)") }
            return Date().timeIntervalSince(started)
        }
        Thread.sleep(forTimeInterval: killAfter)
        sync.kill(SIGKILL)
        _ = sync.wait()
        try server.admin("POST", "/_stub/faults")
        let applied = app.countsKeys ? try server.writes().filter { $0["applied"] as? Int == 1 }.count
            : try server.stats()["writes_applied"] ?? 0
        if !sync.wasKilled {
            figures.finishedBeforeKill += 1
        } else if applied == 0 {
            figures.killedBeforeFirstApply += 1
        } else if applied < writes {
            figures.killedMidway += 1
        } else {
            figures.killedAfterLastApply += 1
        }

        let before = Date()
        let next = try app.run(["sync"], server: server.baseURL, data: data)
        figures.nextSyncSeconds.append(Date().timeIntervalSince(before))
        if next.status != 0 || next.stdout.contains("still waiting") {
            figures.failures.append("round \(index): the next sync exited \(next.status): \(next.stdout)")
        }
        let made = Set((1...writes).map(\.description))
        let check = app.countsKeys ? WriteCheck(writes: try server.writes(), made: made)
            : try WriteCheck(done: doneTasks(data: data), applied: server.stats()["writes_applied"] ?? 0, made: made)
        figures.lost += check.lost.count
        figures.doubled += check.doubled.count
        figures.unexpected += check.unexpected.count
        figures.overlapping += check.concurrent
        if !check.passed { figures.failures.append("round \(index): \(check.summary)") }
        return 0
    }
}

extension KillLoop {
    /// The tasks the backend has done, as the app lists them (a backend without keys to count).
    private func doneTasks(data: URL) throws -> Set<String> {
        let listed = try app.run(["--json=id", "list", "--status", "done"], server: server.baseURL, data: data)
        guard listed.status == 0, let root = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any],
              let somes = root["somes"] as? [[String: Any]] else {
            throw SoakError("\(app.product) list --status done exited \(listed.status): \(listed.all)")
        }
        return Set(somes.compactMap { $0["id"] as? String })
    }
}

func format(_ seconds: Double) -> String { String(format: "%.2f", seconds) }
