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

    /// `sync`: sends the outbox, then lets each feature refresh what it caches.
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
                DomainError(.unavailable, "\(report.waiting.count) still waiting: \($0.message)", hint: "run `\(run.command("sync"))` to try again")
            }
        }
        var refreshed: [JSONValue] = []
        if !report.backendFailed {
            for refresh in await App.refreshAfterSync(session.environment) {
                lines.append(Sanitizer.singleLine(refresh.line))
                refreshed.append(.object(["what": .string(refresh.line), "problem": refresh.problem?.documentJSON ?? .null]))
                if let failed = refresh.problem, code == .ok {
                    code = AppExitCode(failed.kind)
                    problem = failed
                }
            }
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
        if code != .ok, let problem { output.explain(problem, code: code) }
        return code
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
