import AppShell
import Core
import Foundation
import HTTPClientLive
import SomeFeature
import StorageLive
import UIComponent

/// One run of an app: the store opened, the environment built, and the verbs.
///
/// Every verb but `sync` first sends what is waiting in the outbox. Screens are the features'
/// own; the session only picks the exit code from what they show.
@MainActor
public final class AppSession<App: AppDefinition> {
    let options: AppOptions
    let out: any TerminalIO
    let err: any TerminalIO
    let apiClient: OfflineFirstAPIClient
    let environment: any SomeFeatureEnvironment

    /// Opens the app's store and wires the environment.
    /// - Throws: a storage error when the data directory or database cannot be used.
    public init(options: AppOptions, out: any TerminalIO, err: any TerminalIO, clock: any WallClock = SystemClock()) throws(DomainError) {
        self.options = options
        self.out = out
        self.err = err
        let store = try LocalStore(directory: options.dataDirectory)
        let context = App.storageContext(options.context)
        let http = HTTPClient(log: options.verbose ? verboseLog : nil)
        let adapter = App.makeAdapter(baseURL: options.baseURL, token: options.token, context: options.context, http: http,
                                      timeout: options.timeout)
        apiClient = OfflineFirstAPIClient(adapter: adapter, store: store, context: context, clock: clock)
        environment = App.makeEnvironment(AppParts(
            contextID: options.context,
            apiClient: apiClient,
            someStore: store.someStore(context: context),
            analytics: store.analytics(context: context, clock: clock),
            clock: clock
        ))
    }

    /// `list`: the feature's list screen, filtered; exits 69 when it shows a cached copy.
    public func list(status: SomeStatus?, search: String?) async -> AppExitCode {
        await sendWaiting()
        let viewModel = SomeListViewModel(environment: environment)
        viewModel.statusFilter = status
        viewModel.searchText = search ?? ""
        let screen = SomeListScreen(viewModel: viewModel)
        await screen.load()
        let hasList = screen.problem == nil || viewModel.staleSince != nil
        emit(json: hasList ? viewModel.json.encoded() : nil, orRender: screen)
        return exitCode(screen.problem)
    }

    /// `show ID`: the feature's details screen.
    public func show(_ id: SomeID) async -> AppExitCode {
        await sendWaiting()
        let viewModel = SomeDetailViewModel(id: id, environment: environment)
        let screen = SomeDetailScreen(viewModel: viewModel)
        await screen.load()
        emit(json: viewModel.json.map { SomeJSONOutput.encode($0) }, orRender: screen)
        if screen.problem == nil, let reason = apiClient.cacheFallback {
            // Shown from the cached list: say so, and do not exit as if it were live.
            err.write(Sanitizer.singleLine("Offline: some \(id) is shown as last cached. \(reason.message)") + "\n")
            return .unavailable
        }
        return exitCode(screen.problem)
    }

    /// `done ID`: completes through the feature; 75 when it was queued for later.
    public func done(_ id: SomeID) async -> AppExitCode {
        await sendWaiting()
        let viewModel = SomeDetailViewModel(id: id, environment: environment)
        let screen = SomeDetailScreen(viewModel: viewModel)
        await screen.load()
        if screen.problem == nil { await viewModel.complete() }
        let queued = viewModel.lastCompletion.map(Self.isQueued)
        emit(json: viewModel.json.map { SomeJSONOutput.encode($0, queued: queued) }, orRender: screen)
        if case .success(.queued)? = viewModel.lastCompletion { return .queued }
        return exitCode(screen.problem)
    }

    /// `other ID`: the other linked to some ID, shown the way this app's router shows it.
    public func other(_ id: SomeID) async -> AppExitCode {
        await sendWaiting()
        // Only the link is needed: the router's screen fetches the other itself.
        let some: Some
        do {
            some = try await apiClient.some(id: id)
        } catch {
            err.write(ErrorText.render(error, width: options.render.width) + "\n")
            return AppExitCode(error.kind)
        }
        guard let otherID = some.otherID else {
            err.write(Sanitizer.singleLine("some \(id) is not linked to anything; `show \(id)` shows what it has") + "\n")
            return .notFound
        }
        let screen = environment.someRouter.screenForOther(otherID)
        out.write(await OneShot.render(screen, options: options.render))
        return exitCode(screen.problem)
    }

    /// `sync`: sends the outbox and refreshes the cache.
    public func sync() async -> AppExitCode {
        let report: OutboxReport
        do {
            report = try await apiClient.flushOutbox()
        } catch {
            err.write(ErrorText.render(error, width: options.render.width) + "\n")
            return AppExitCode(error.kind)
        }
        var lines = ["Sent \(report.sent.count) waiting \(report.sent.count == 1 ? "change" : "changes")."]
        for (entry, error) in report.refused {
            lines.append(Sanitizer.singleLine("Refused for good: \(entry.action) \(entry.target): \(error.message)"))
        }
        if !report.unknown.isEmpty {
            lines.append("\(report.unknown.count) left for a newer version of \(App.commandName) (unknown actions).")
        }
        var code: AppExitCode = report.refused.first.map { AppExitCode($0.1.kind) } ?? .ok
        if !report.waiting.isEmpty {
            let why = report.lastProblem.map { ": " + Sanitizer.singleLine($0.message) } ?? ""
            lines.append("\(report.waiting.count) still waiting\(why); run `\(App.commandName) sync` again later.")
            code = report.lastProblem.map { $0.kind == .unavailable ? .queued : AppExitCode($0.kind) } ?? .queued
        } else {
            do {
                let listing = try await apiClient.listSomes()
                lines.append(listing.isStale ? "Could not refresh the list; it is cached." : "Refreshed the list: \(listing.somes.count) somes.")
                if listing.isStale { code = .unavailable }
            } catch {
                lines.append(Sanitizer.singleLine("Could not refresh the list: \(error.message)"))
                code = AppExitCode(error.kind)
            }
        }
        if options.json {
            out.write(#"{"sent":\#(report.sent.count),"refused":\#(report.refused.count),"waiting":\#(report.waiting.count)}"# + "\n")
        } else {
            out.write(lines.joined(separator: "\n") + "\n")
        }
        return code
    }

    /// `open NAME`: a screen from ``ScreenDirectory``, once, or interactive on a terminal.
    public func open(_ name: String) async -> AppExitCode {
        await sendWaiting()
        guard let screen = ScreenDirectory.screen(named: name, in: environment) else {
            err.write("no screen named \(Sanitizer.singleLine(name))\n")
            return .usage
        }
        if Terminal.stdinIsTerminal && Terminal.stdoutIsTerminal && !options.json {
            return await Interactive.run(screen, options: options.render, mode: .detect(plain: options.plain))
        }
        out.write(await OneShot.render(screen, options: options.render))
        return exitCode(screen.problem)
    }

    /// No verb, on a terminal: the full-screen UI on the list, or the line mode with `--plain`
    /// or `TERM=dumb`.
    public func interactive(io: any TerminalIO) async -> AppExitCode {
        await sendWaiting()
        let root = environment.resolve(ViewDescriptor.SomeList())
        return await Interactive.run(root, options: options.render, mode: .detect(plain: options.plain), io: io)
    }

    /// Sends the outbox quietly; says on standard error what was sent or is still waiting.
    private func sendWaiting() async {
        guard let report = try? await apiClient.flushOutbox() else { return }
        if !report.sent.isEmpty {
            err.write("Sent \(report.sent.count) \(report.sent.count == 1 ? "change" : "changes") made offline.\n")
        }
        for (entry, error) in report.refused {
            err.write(Sanitizer.singleLine("The backend refused a change made offline (\(entry.action) \(entry.target)): \(error.message)") + "\n")
        }
        if !report.waiting.isEmpty {
            err.write("\(report.waiting.count) \(report.waiting.count == 1 ? "change" : "changes") still waiting to be sent; run `\(App.commandName) sync` when the backend is back.\n")
        }
    }

    /// With `--json`, the JSON when there is any; otherwise (or when loading failed) the screen.
    private func emit(json: String?, orRender screen: any Screen) {
        if options.json, let json {
            out.write(json + "\n")
        } else {
            out.write(screen.render(options.render) + "\n")
        }
    }

    private func exitCode(_ problem: DomainError?) -> AppExitCode {
        problem.map { AppExitCode($0.kind) } ?? .ok
    }

    private static func isQueued(_ result: Result<CompletionOutcome, DomainError>) -> Bool {
        if case .success(.queued) = result { return true }
        return false
    }
}

/// `--verbose` output: one line per exchange, on standard error.
private let verboseLog: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data("http: \(line)\n".utf8))
}
