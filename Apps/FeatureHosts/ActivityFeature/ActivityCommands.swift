import ActivityFeature
import AppRuntime
import AppShell
import Core
import UIComponent

/// What ActivityFeature's verbs do in a run: its screen once, with the exit code taken from
/// what it shows; with `--json`, one document (docs/cli.md) instead.
@MainActor
struct ActivityCommands<App: ActivityFeatureHosting> {
    let session: AppSession<App>

    /// The longest comment a backend is asked to take.
    nonisolated static var maxCommentLength: Int { 2000 }

    init(_ session: AppSession<App>) {
        self.session = session
    }

    private var environment: App.Environment { session.environment }

    /// `activity [--some ID]`: exits 69 when it shows a cached copy, 65 when entries could not
    /// be read (the others are shown).
    func activity(of someID: SomeID?) async -> AppExitCode {
        let viewModel = ActivityListViewModel(someID: someID, environment: environment)
        let screen = ActivityListScreen(viewModel: viewModel)
        await screen.load()
        if case .failed(let error) = viewModel.state { return session.output.fail(error) }
        let fields = session.options.jsonFields
        return session.output.showList(screen, freshness: viewModel.freshness, unreadable: viewModel.unreadable, problem: viewModel.problem,
                                       key: "activity", records: { viewModel.entries.map { fields.apply(to: ActivityJSON.value($0)) } },
                                       extra: ["filter": .object(["some_id": .string(someID?.rawValue)])])
    }

    /// `comment ID TEXT`: posts through the outbox; 75 when it was queued for later.
    func comment(on someID: SomeID, text: String) async -> AppExitCode {
        let outcome: WriteOutcome
        do {
            outcome = try await environment.activityAPIClient.comment(on: someID, text: text)
        } catch {
            return session.output.fail(error)
        }
        let queued: Bool
        if case .queued = outcome { queued = true } else { queued = false }
        if session.options.json {
            session.output.emit(document: [
                "comment": .object(["some_id": .string(someID.rawValue), "text": .string(text)]), "queued": .bool(queued),
            ])
        } else if !queued {
            let see = "run `\(session.run.command("activity --some \(ShellWord.quoted(someID.rawValue))"))` to see it"
            session.output.out.write("✓ Commented on some \(someID). (\(see))\n")
        }
        if case .queued(let reason) = outcome {
            // Said once, where the exit code is explained.
            session.output.explain(DomainError(reason.kind, "saved the comment on some \(someID) offline, not sent yet: \(reason.message)",
                                        hint: "run `\(session.run.command("sync"))` to send it when the backend is back (any later command also sends it)"),
                            code: .queued)
            return .queued
        }
        return .ok
    }
}
