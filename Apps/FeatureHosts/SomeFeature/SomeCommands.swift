import AppRuntime
import AppShell
import Core
import SomeFeature
import UIComponent

/// What SomeFeature's verbs do in a run: the feature's own screens, once, with the exit code and
/// `--json` taken from what they show.
@MainActor
struct SomeCommands<App: HostedApp> {
    let session: AppSession<App>

    init(_ session: AppSession<App>) {
        self.session = session
    }

    private var environment: HostEnvironment { session.environment }

    /// `list`: the list screen, filtered; exits 69 when it shows a cached copy, 65 when items
    /// the backend sent could not be read (the readable ones are still shown, the others named).
    func list(status: SomeStatus?, search: String?) async -> AppExitCode {
        await session.sendWaiting()
        let viewModel = SomeListViewModel(environment: environment)
        viewModel.statusFilter = status
        viewModel.searchText = search ?? ""
        let screen = SomeListScreen(viewModel: viewModel)
        await screen.load()
        var hasList = true
        if case .failed = viewModel.state { hasList = false }
        session.emit(json: hasList ? viewModel.json.encoded() : nil, orRender: screen)
        if session.options.json, let incomplete = viewModel.incompleteness {
            // The screen says it on standard output; with --json, standard error does.
            session.say(incomplete.message)
        }
        return session.exitCode(screen.problem)
    }

    /// `show ID`: the details screen; exits 69 when the some comes from the cached list.
    func show(_ id: SomeID) async -> AppExitCode {
        await session.sendWaiting()
        let viewModel = SomeDetailViewModel(id: id, environment: environment)
        let screen = SomeDetailScreen(viewModel: viewModel)
        await screen.load()
        session.emit(json: viewModel.json.map { SomeJSONOutput.encode($0) }, orRender: screen)
        if viewModel.some != nil, let reason = viewModel.freshness.reason {
            session.say("Offline: some \(id) is shown as last cached. \(reason.message)")
        }
        return session.exitCode(screen.problem)
    }

    /// `done ID`: completes through the feature; 75 when it was queued for later.
    func done(_ id: SomeID) async -> AppExitCode {
        await session.sendWaiting()
        let viewModel = SomeDetailViewModel(id: id, environment: environment)
        let screen = SomeDetailScreen(viewModel: viewModel)
        await screen.load()
        // A some known only from the cached list can still be completed: the outbox keeps it.
        if viewModel.some != nil { await viewModel.complete() }
        let queued = viewModel.lastCompletion.map(Self.isQueued)
        session.emit(json: viewModel.json.map { SomeJSONOutput.encode($0, queued: queued) }, orRender: screen)
        if case .success(.queued)? = viewModel.lastCompletion { return .queued }
        return session.exitCode(screen.problem)
    }

    /// `other ID`: the other linked to some ID, shown the way this app's router shows it.
    func other(_ id: SomeID) async -> AppExitCode {
        await session.sendWaiting()
        // Only the link is needed: the router's screen fetches the other itself.
        let fetched: Fetched<Some>
        do {
            fetched = try await environment.someAPIClient.some(id: id)
        } catch {
            return session.fail(error)
        }
        guard let otherID = fetched.value.otherID else {
            session.say("some \(id) is not linked to anything; `\(session.run.command("show \(ShellWord.quoted(id.rawValue))"))` shows what it has")
            return .notFound
        }
        return await session.show(environment.someRouter.screenForOther(otherID, resolver: environment))
    }

    private static func isQueued(_ result: Result<CompletionOutcome, DomainError>) -> Bool {
        if case .success(.queued) = result { return true }
        return false
    }
}
