import AppRuntime
import AppShell
import Core
import UIComponent
import {{Name}}Feature

/// What {{Name}}Feature's verbs do in a run: its screen once, with the exit code taken from what
/// it shows; with `--json`, one document (docs/cli.md) instead.
@MainActor
struct {{Name}}Commands<App: {{Name}}FeatureHosting> {
    let session: AppSession<App>

    init(_ session: AppSession<App>) {
        self.session = session
    }

    private var environment: App.Environment { session.environment }

    /// `{{kebab}}`: exits 69 when it shows a cached copy, 65 when items could not be read (the
    /// others are shown).
    func list() async -> AppExitCode {
        let viewModel = {{Name}}ViewModel(environment: environment)
        let screen = {{Name}}Screen(viewModel: viewModel)
        await screen.load()
        if case .failed(let error) = viewModel.state { return session.output.fail(error) }
        let fields = session.options.jsonFields
        return session.output.showList(screen, freshness: viewModel.freshness, unreadable: viewModel.unreadable, problem: viewModel.problem,
                                       key: "items", records: { viewModel.items.map { fields.apply(to: {{Name}}JSON.value($0)) } })
    }
    {{#writes}}

    /// `{{kebab}}-mark ID`: marks through the outbox; 75 when it was kept for later.
    func mark(_ id: String) async -> AppExitCode {
        let outcome: WriteOutcome
        do {
            outcome = try await environment.{{name}}APIClient.mark{{Name}}(id)
        } catch {
            return session.output.fail(error)
        }
        let queued: Bool
        if case .queued = outcome { queued = true } else { queued = false }
        if session.options.json {
            session.output.emit(document: ["marked": .object(["id": .string(id)]), "queued": .bool(queued)])
        } else if !queued {
            session.output.out.write("✓ Marked \(Sanitizer.singleLine(id)). (run `\(session.run.command("{{kebab}}"))` to see it)\n")
        }
        if case .queued(let reason) = outcome {
            session.output.explain(DomainError(reason.kind, "saved the mark of \(Sanitizer.singleLine(id)) offline, not sent yet: \(reason.message)",
                                               hint: "run `\(session.run.command("sync"))` to send it when the backend is back (any later command also sends it)"),
                                   code: .queued)
            return .queued
        }
        return .ok
    }
    {{/writes}}
}
