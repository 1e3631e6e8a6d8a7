import AppShell
import Core
import StorageLive
import UIComponent

/// The outbox's part of a run: `sync` (send what waits, then let each feature refresh what it
/// caches, and report both), and the quiet send the runtime makes before every other verb
/// (``AppCommand/execute(sendsWaiting:_:)``).
@MainActor
struct OutboxSync<App: AppDefinition> {
    let session: AppSession<App>

    private var run: AppRun { session.run }
    private var output: AppOutput { session.output }

    /// `sync`: sends the outbox, then lets each feature refresh what it caches. It exits with
    /// what happened to what was waiting; a refresh that failed is said, and decides the exit
    /// only when nothing was waiting (then refreshing was all that was asked). A refresh that
    /// meets a 404 for a context the backend knows is a route the backend lacks: set up wrong
    /// (78), not "does not exist".
    func sync() async -> AppExitCode {
        let report: OutboxReport
        do {
            report = try await run.outbox.flush(App.outboxSenders(session.environment))
        } catch {
            return output.fail(error)
        }
        var lines = report.syncLines(run)
        var code = report.refused.first.map { AppExitCode($0.error.kind) } ?? report.waitingExitCode ?? .ok
        var problem: DomainError? = report.refused.first.map(\.error)
        if problem == nil, !report.waiting.isEmpty {
            problem = report.mainProblem ?? report.waiting.first.map {
                // What to do is what the lines above advise first (another backend's command for
                // a change made there), not to run this same command again.
                DomainError(.unavailable, "\(report.waiting.count) still waiting: \($0.message)",
                            hint: report.advice(run).first ?? "run `\(run.command("sync"))` to try again")
            }
        }
        var refreshed: [JSONValue] = []
        var refreshProblems: [DomainError] = []
        if !report.backendFailed {
            let refreshes = await App.refreshAfterSync(session.environment)
            // The context exists when the backend took changes for it or another part refreshed.
            let contextExists = !report.sent.isEmpty || refreshes.contains { $0.problem == nil }
            for refresh in refreshes {
                lines.append(Sanitizer.singleLine(refresh.line))
                let failed = refresh.problem.map { Self.routeMissing($0, contextExists: contextExists) }
                refreshed.append(.object(["what": .string(refresh.line), "problem": failed?.documentJSON ?? .null]))
                if let failed { refreshProblems.append(failed) }
            }
        }
        let nothingWaited = report.sent.isEmpty && report.refused.isEmpty && report.waiting.isEmpty && report.unknown.isEmpty
        if nothingWaited, code == .ok, !refreshProblems.isEmpty {
            let first = refreshProblems.removeFirst()
            code = AppExitCode(first.kind)
            problem = first
        }
        if output.options.json {
            func entry(_ entry: OutboxEntry, _ reason: JSONValue) -> JSONValue {
                .object(["action": .string(entry.action), "target": .string(entry.target),
                         "queued_at": .string(ISO8601.string(from: entry.createdAt)), "reason": reason])
            }
            func why(_ waiting: OutboxReport.WaitingEntry) -> JSONValue {
                .object(["kind": .string(waiting.kind.rawValue), "message": .string(Sanitizer.singleLine(waiting.message)),
                         "hint": .string(waiting.error?.hint.map(Sanitizer.singleLine))])
            }
            output.emit(document: [
                "sent": .array(report.sent.map { entry($0, .null) }),
                "refused": .array(report.refused.map { entry($0.entry, $0.error.documentJSON) }),
                "waiting": .array(report.waiting.map { entry($0.entry, why($0)) }),
                "unknown": .array(report.unknown.map { entry($0.entry, why($0)) }),
                "refreshed": .array(refreshed),
            ])
        } else {
            output.out.write(lines.joined(separator: "\n") + "\n")
        }
        // What was asked went as said; what could not be refreshed is said, not the outcome (and
        // before it: with `--json` the error line is the last of standard error).
        for failed in refreshProblems where failed != problem { run.warnings.report(failed) }
        if code != .ok, let problem { output.explain(problem, code: code) }
        return code
    }

    /// A refresh's 404 for a context the backend knows (it took changes for it, or another part
    /// refreshed): the backend lacks the refresh's route.
    private static func routeMissing(_ error: DomainError, contextExists: Bool) -> DomainError {
        guard error.kind == .notFound, contextExists else { return error }
        var missing = DomainError(.configuration, "\(error.message); the backend knows this context but does not serve this part of it",
                                  hint: JSONBackend.baseURLHint + ", or use a version of the backend that serves it")
        missing.status = error.status
        missing.headers = error.headers
        missing.body = error.body
        return missing
    }

    /// Sends the outbox quietly; says on standard error what was sent or is still waiting.
    func sendWaiting() async {
        let report: OutboxReport
        do {
            report = try await run.outbox.flush(App.outboxSenders(session.environment))
        } catch {
            // Nothing can be sent that cannot be read; the command itself goes on.
            run.warnings.report(error)
            return
        }
        for line in report.summaryLines(run) {
            output.err.write(line + "\n")
        }
    }
}
