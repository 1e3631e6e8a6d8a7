import AppShell
import Core
import StorageLive
import UIComponent

/// What `sync` and every other verb tell people about the outbox: by cause, with a command to
/// paste for each.
extension OutboxReport {
    /// The lines `sync` prints: what was sent and refused, each write still waiting with why,
    /// then what to do about each cause.
    func syncLines(_ run: AppRun) -> [String] {
        var lines = ["Sent \(sent.count) waiting \(sent.count == 1 ? "change" : "changes")."]
        for refusal in refused {
            lines.append(Sanitizer.singleLine("Refused for good: \(refusal.entry.action) \(refusal.entry.target): \(refusal.error.message)"))
        }
        if !unknown.isEmpty {
            lines.append("\(unknown.count) left for a newer version of \(run.commandName) (unknown actions).")
        }
        if !waiting.isEmpty {
            lines.append("\(waiting.count) still waiting:")
            for entry in waiting {
                lines.append("  " + Sanitizer.singleLine("\(entry.action) \(entry.target): \(entry.message)"))
            }
            lines += advice(run).map { "→ " + $0 }
        }
        return lines
    }

    /// The lines other verbs write on standard error after sending what waited quietly: one
    /// per cause, each with what to do.
    func summaryLines(_ run: AppRun) -> [String] {
        var lines: [String] = []
        if !sent.isEmpty {
            lines.append("Sent \(sent.count) \(sent.count == 1 ? "change" : "changes") made offline.")
        }
        for refusal in refused {
            lines.append(Sanitizer.singleLine(
                "The backend refused a change made offline (\(refusal.entry.action) \(refusal.entry.target)): \(refusal.error.message)"
            ))
        }
        if !waiting.isEmpty {
            let why = mainProblem.map { ": " + Sanitizer.singleLine($0.message) } ?? ""
            lines.append("\(waiting.count) \(waiting.count == 1 ? "change" : "changes") still waiting\(why).")
            lines += advice(run).map { "→ " + $0 }
        }
        return lines
    }

    /// The exit code of `sync` once nothing was refused: refused credentials (77), anything
    /// else about this backend (its own code), or 75 while something is still queued.
    var waitingExitCode: AppExitCode? {
        guard !waiting.isEmpty else { return nil }
        guard let problem = mainProblem, problem.kind != .unavailable else { return .queued }
        return AppExitCode(problem.kind)
    }

    /// Whether something waits because of this backend (not another backend, not another run):
    /// then refreshing from it is pointless.
    var backendFailed: Bool {
        waiting.contains { $0.error != nil }
    }

    /// What to do, one line per cause, the most pressing first; every command can be pasted.
    func advice(_ run: AppRun) -> [String] {
        let sync = "`\(run.command("sync"))`"
        let kinds = Set(waiting.map(\.kind))
        var lines: [String] = []
        if let refused = waiting.first(where: { $0.kind == .credentials })?.error {
            let hint = refused.hint.map { Sanitizer.singleLine($0) } ?? "check the token; the backend refused it"
            lines.append("\(hint); then run \(sync)")
        }
        if kinds.contains(.unavailable) {
            lines.append("run \(sync) when the backend is back")
        }
        if !kinds.isDisjoint(with: [.notFound, .badResponse, .failed]) {
            lines.append("check --base-url (\(run.options.baseURL.absoluteString)), then run \(sync) to try again")
        }
        var baseURLs: [String] = []
        for entry in waiting where entry.kind == .otherBackend {
            let url = entry.entry.baseURL ?? entry.entry.backend ?? ""
            if !baseURLs.contains(url) { baseURLs.append(url) }
        }
        for url in baseURLs {
            let count = waiting.filter { $0.kind == .otherBackend && ($0.entry.baseURL ?? $0.entry.backend) == url }.count
            let command = run.command("sync", replacing: ["--base-url": url])
            lines.append(Sanitizer.singleLine(
                "\(count == 1 ? "1 change was" : "\(count) changes were") made for \(url), not this backend; `\(command)` sends \(count == 1 ? "it" : "them") there"
            ))
        }
        let elsewhere = waiting.filter { $0.kind == .inProgress }.count
        if elsewhere > 0 {
            lines.append("another run of \(run.commandName) is sending \(elsewhere == 1 ? "1 of them" : "\(elsewhere) of them") right now; run \(sync) after it ends to see where things stand")
        }
        if kinds.contains(.notTried) {
            lines.append("run \(sync) to send what was made meanwhile")
        }
        return lines
    }
}
