import AppRuntime
import AppShell
import Core
import SomeFeature
import UIComponent

/// What SomeFeature's verbs do in a run: the feature's own screens, once, with the exit code
/// taken from what they show. With `--json`, one document (docs/cli.md) instead of the screen.
@MainActor
struct SomeCommands<App: SomeFeatureHosting> {
    let session: AppSession<App>

    init(_ session: AppSession<App>) {
        self.session = session
    }

    private var environment: App.Environment { session.environment }
    private var json: Bool { session.options.json }

    /// `list`: the list screen, filtered; exits 69 when it shows a cached copy, 65 when items
    /// the backend sent could not be read (the readable ones are still shown, the others named).
    func list(status: SomeStatus?, search: String?) async -> AppExitCode {
        let viewModel = SomeListViewModel(environment: environment)
        viewModel.statusFilter = status
        viewModel.searchText = search ?? ""
        let screen = SomeListScreen(viewModel: viewModel)
        await screen.load()
        let problem = screen.problem
        if case .failed = viewModel.state { return session.output.fail(problem ?? .unavailable("the \(App.someNoun.many) could not be loaded")) }
        if json {
            session.output.emit(document: SomeDocuments.list(viewModel, record: record))
        } else {
            session.output.page(screen.render(session.output.oneShotRender) + "\n")
        }
        environment.someParts.apiClient.recordShown(viewModel.visibleSomes)
        if viewModel.staleSince == nil, let incomplete = viewModel.incompleteness {
            // Live but incomplete: the readable somes were shown, and the exit code says data is missing.
            let code = AppExitCode(incomplete.kind)
            session.output.explain(incomplete, code: code)
            return code
        }
        return finish(problem, cached: viewModel.staleSince != nil)
    }

    /// `show ID`: the details screen; exits 69 when the some comes from the cached list.
    func show(_ id: SomeID) async -> AppExitCode {
        let viewModel = SomeDetailViewModel(id: id, environment: environment)
        let screen = SomeDetailScreen(viewModel: viewModel)
        await screen.load()
        guard viewModel.some != nil else { return session.output.fail(listed(screen.problem ?? .notFound("no \(App.someNoun.one) \(id)"))) }
        if json, let document = SomeDocuments.details(viewModel, record: record) {
            session.output.emit(document: document)
        } else {
            session.output.page(screen.render(session.output.oneShotRender) + "\n")
        }
        if let shown = viewModel.some { environment.someParts.apiClient.recordShown([shown]) }
        return finish(screen.problem, cached: viewModel.freshness.isStale)
    }

    /// `done ID`: completes through the feature; 75 when it was queued for later. With `--json`,
    /// the some as it is after the write (fetched again when the backend took it).
    ///
    /// For a backend that guards writes by version, the write is made against the version the
    /// person was last shown (by `list`, `show` or the full screen), without reading first: a
    /// change someone made since is refused by the backend, not overwritten. The some is read
    /// first only when no version of it was shown.
    func done(_ id: SomeID) async -> AppExitCode {
        let viewModel = SomeDetailViewModel(id: id, environment: environment)
        let screen = SomeDetailScreen(viewModel: viewModel)
        let seen = environment.someParts.apiClient.lastSeen(id).flatMap { $0.version != nil && $0.status != .done ? $0 : nil }
        if let seen {
            viewModel.show(seen, freshness: .fresh)
        } else {
            await screen.load()
        }
        // A some known only from the cached list can still be completed: the outbox keeps it.
        guard var after = viewModel.some else {
            guard let problem = screen.problem, problem.kind == .unavailable else {
                return session.output.fail(listed(screen.problem ?? .notFound("no \(App.someNoun.one) \(id)")))
            }
            // Offline, and never listed or shown here: nothing to mark, and no version to keep.
            return session.output.fail(DomainError(.unavailable, "\(problem.message); \(App.someNoun.one) \(id) was not kept to send later, "
                                                       + "as this app has not listed or shown it yet",
                                                   hint: "run `\(session.run.command("done \(ShellWord.quoted(id.rawValue))"))` again when the backend is back"))
        }
        if after.status == .done {
            // Nothing to send: say so, and exit as the read did.
            await viewModel.complete()
            if json {
                session.output.emit(document: ["some": record(after), "queued": .bool(false), "changed": .bool(false)])
            } else {
                session.output.page(screen.render(session.output.oneShotRender) + "\n")
            }
            return finish(screen.problem, cached: viewModel.freshness.isStale)
        }
        await viewModel.complete()
        let queued: Bool
        var changed = true
        switch viewModel.lastCompletion {
        case .success(.unchanged)?:
            // Done already by someone else: the state is the backend's, as read to find that out.
            queued = false
            changed = false
            if let fetched = try? await environment.someAPIClient.some(id: id), !fetched.freshness.isStale {
                after = fetched.value
            } else {
                after.status = .done
            }
        case .success(.applied)?:
            queued = false
            // The state after the write is the backend's: ask for it (updated_at changed).
            if let fetched = try? await environment.someAPIClient.some(id: id), !fetched.freshness.isStale {
                after = fetched.value
            } else {
                after.status = .done
            }
        case .success(.queued)?:
            queued = true
            after.status = .done
        case .failure(let error)?:
            return session.output.fail(listed(error))
        case nil:
            return session.output.fail(screen.problem ?? DomainError(.unavailable, "\(App.someNoun.one) \(id) could not be completed"))
        }
        if json {
            session.output.emit(document: ["some": record(after), "queued": .bool(queued), "changed": .bool(changed)])
        } else {
            // Not read before the write: what the screen says of the linked other, read now.
            if seen != nil { await viewModel.loadOtherSummary() }
            // Kept to send later is said once, below, where the exit code is explained.
            if queued { viewModel.dismissFeedback() }
            session.output.page(screen.render(session.output.oneShotRender) + "\n")
        }
        if queued, case .success(.queued(let reason))? = viewModel.lastCompletion {
            // Standard error says why the exit is not 0, as every such exit does (a script reads it
            // there), once: the screen above says neither this nor that the read came from the cache.
            session.output.explain(DomainError(reason.kind, "saved “\(Sanitizer.singleLine(after.title))” as done offline, not sent yet: \(reason.message)",
                                        hint: "run `\(session.run.command("sync"))` to send it when the backend is back (any later command also sends it)"),
                            code: .queued)
            return .queued
        }
        return .ok
    }

    /// `other ID`: the other linked to some ID, shown the way this app's router shows it.
    func other(_ id: SomeID) async -> AppExitCode {
        // Only the link is needed: the router's screen fetches the other itself.
        let fetched: Fetched<Some>
        do {
            fetched = try await environment.someAPIClient.some(id: id)
        } catch {
            return session.output.fail(listed(error))
        }
        guard let otherID = fetched.value.otherID else {
            return session.output.fail(.notFound("\(App.someNoun.one) \(id) is not linked to anything",
                                          hint: "run `\(session.run.command("show \(ShellWord.quoted(id.rawValue))"))` to see what it has"))
        }
        guard json else {
            guard let screen = environment.someRouter.screenForOther(otherID, resolver: environment) else {
                return session.output.fail(.notFound("\(App.commandName) does not open what \(App.someNoun.one) \(id) is linked to",
                                                     hint: "run `\(session.run.command("show \(ShellWord.quoted(id.rawValue))"))` to see the link"))
            }
            return await session.show(screen)
        }
        do {
            let other = try await environment.someParts.backend.fetchOther(id: otherID)
            session.output.emit(document: [
                "some_id": .string(id.rawValue),
                "other": .object(["id": .string(other.id.rawValue), "name": .string(other.name), "kind": .string(other.kind)]),
            ])
            return .ok
        } catch {
            return session.output.fail(error)
        }
    }

    /// A some that does not exist, with the command that lists those that do when it has no
    /// hint of its own.
    private func listed(_ error: DomainError) -> DomainError {
        guard error.kind == .notFound, error.hint == nil else { return error }
        var listed = error
        listed.hint = "run `\(session.run.command("list"))` to see the \(App.someNoun.many) there are"
        return listed
    }

    /// One some for a document, trimmed to `--json=FIELDS`.
    private func record(_ some: Some) -> JSONValue {
        let full = SomeJSON(some).jsonValue
        let kept = session.options.jsonFields.apply(to: full)
        // `status_recognised` qualifies `status`: a script that asked for the status gets the mark with it.
        guard case .object(var members) = kept, members["status"] != nil,
              case .object(let all) = full, let mark = all["status_recognised"] else { return kept }
        members["status_recognised"] = mark
        return .object(members)
    }

    /// The exit code for a result that was shown; says on standard error why it is not 0.
    private func finish(_ problem: DomainError?, cached: Bool) -> AppExitCode {
        guard let problem else { return .ok }
        let code = AppExitCode(problem.kind)
        let message = cached ? "shown from the cache, not live: \(problem.message)" : problem.message
        session.output.explain(DomainError(problem.kind, message, hint: problem.hint), code: code)
        return code
    }
}
