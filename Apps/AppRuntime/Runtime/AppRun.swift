import Core
import FoundationEssentials
import HTTPClientLive
import StorageLive

/// The pieces the runtime opens for one run, from which an app builds its environment: the
/// backend, the local store, the outbox and the clock, all bound to the run's context.
public struct AppRun: Sendable {
    /// The checked options.
    public let options: AppOptions
    /// The executable's name (`order-app`).
    public let commandName: String
    /// The option that names the context (`order`).
    public let contextOption: String
    /// The backend, with the app's auth headers and error format.
    public let backend: JSONBackend
    /// The local database.
    public let store: LocalStore
    /// The key local state is scoped by (`order:42`).
    public let storageContext: String
    /// Writes that survive being offline.
    public let outbox: Outbox
    /// The time.
    public let clock: any WallClock
    /// What the run could not keep on disk and went on without, each said once.
    public let warnings: RunWarnings
    /// How each kind of write the outbox holds is sent, every hosted feature's: known once the
    /// environment is built (``AppSession`` installs them), so that a screen can send what waits,
    /// as a one-shot command does before it runs (``sendWaiting()``).
    public let senders = OutboxSenders()

    /// Puts a run's pieces together; ``AppSession`` does this for a real run, tests for theirs.
    public init(options: AppOptions, commandName: String, contextOption: String, backend: JSONBackend, store: LocalStore,
                storageContext: String, outbox: Outbox, clock: any WallClock, warnings: RunWarnings = RunWarnings()) {
        self.warnings = warnings
        self.options = options
        self.commandName = commandName
        self.contextOption = contextOption
        self.backend = backend
        self.store = store
        self.storageContext = storageContext
        self.outbox = outbox
        self.clock = clock
    }

    /// The context id as typed (`42`, `c-7`).
    public var contextID: String { options.context }

    /// Sends what waits in the outbox for this context and backend, quietly: for a full
    /// screen's refresh, which then shows what the backend holds. Nil when nothing could be
    /// read or no senders are installed (a test's run).
    @discardableResult
    public func sendWaiting() async -> OutboxReport? {
        let senders = senders.all
        guard !senders.isEmpty else { return nil }
        return try? await outbox.flush(senders)
    }

    /// Whose data a cache holds: the backend's origin (``BackendIdentity``), so a run against
    /// another backend never reads it.
    public var backendKey: String { BackendIdentity(baseURL: backend.baseURL).key }

    /// Product analytics for this run, recorded in the local store under the run's context.
    public func analytics() -> any AnalyticsService {
        store.analytics(context: storageContext, clock: clock, dropped: warnings.report)
    }

    /// A complete command a person can paste to run `verb` in this context, with the options of
    /// this run's command line that say where (`--base-url`, `--data-dir`, `--timeout`, the app's
    /// settings): `order-app --order 42 --data-dir /tmp/d sync`.
    public func command(_ verb: String) -> String {
        command(verb, replacing: [:])
    }

    /// The same, with some options' values replaced (or added): another `--base-url`.
    public func command(_ verb: String, replacing replaced: [String: String]) -> String {
        options.commandPrefix(commandName, contextOption: contextOption, replacing: replaced) + " " + verb
    }
}

/// The senders of a run's outbox, installed once its environment is built.
public final class OutboxSenders: Sendable {
    private let senders = Locked<[String: OutboxSender]>([:])

    init() {}

    /// Every sender, by action.
    public var all: [String: OutboxSender] { senders.withLock { $0 } }

    /// Installs `all`, replacing what was there.
    public func install(_ all: [String: OutboxSender]) {
        senders.withLock { $0 = all }
    }
}
