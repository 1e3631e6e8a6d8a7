import AppShell
import ArgumentParser
import Core

/// What one feature brings to an app that hosts it: its verbs, the screens `open` can start
/// on, its `--json` fields, how its queued writes are sent and what it refreshes after `sync`.
///
/// Each feature's host module makes one (`HostedFeature.someFeature`) for any app that
/// conforms to its `…FeatureHosting` protocol; the app's generated environment file lists the
/// ones it hosts (``AppDefinition/features``). The runtime reads only this, so it knows no
/// feature.
public struct HostedFeature<App: AppDefinition>: Sendable {
    /// The feature's module name, for messages and tests ("SomeFeature").
    public var name: String
    /// Its verbs, in the order `--help` lists them.
    public var verbs: [any ParsableCommand.Type]
    /// The screens `open NAME` can start on.
    public var screens: [NamedScreen<App.Environment>]
    /// The fields of the records its verbs print with `--json`, for `--json=FIELDS`.
    public var jsonFields: [String]
    /// How to send each kind of write it queues, by outbox action.
    public var outboxSenders: @MainActor @Sendable (App.Environment) -> [String: OutboxSender]
    /// What it refreshes once `sync` has sent the outbox, if anything.
    public var refreshAfterSync: @MainActor @Sendable (App.Environment) async -> SyncRefresh?
    /// The first screen of the full-screen UI, when this feature is the app's first that has one.
    public var rootScreen: (@MainActor @Sendable (App.Environment) -> any Screen)?
    /// What the app does with no verb off a terminal, when this feature is its first that says.
    public var runWithoutVerb: (@MainActor @Sendable (AppSession<App>) async -> AppExitCode)?

    /// Describes a feature; everything but its name is optional.
    public init(
        name: String,
        verbs: [any ParsableCommand.Type] = [],
        screens: [NamedScreen<App.Environment>] = [],
        jsonFields: [String] = [],
        outboxSenders: @escaping @MainActor @Sendable (App.Environment) -> [String: OutboxSender] = { _ in [:] },
        refreshAfterSync: @escaping @MainActor @Sendable (App.Environment) async -> SyncRefresh? = { _ in nil },
        rootScreen: (@MainActor @Sendable (App.Environment) -> any Screen)? = nil,
        runWithoutVerb: (@MainActor @Sendable (AppSession<App>) async -> AppExitCode)? = nil
    ) {
        self.name = name
        self.verbs = verbs
        self.screens = screens
        self.jsonFields = jsonFields
        self.outboxSenders = outboxSenders
        self.refreshAfterSync = refreshAfterSync
        self.rootScreen = rootScreen
        self.runWithoutVerb = runWithoutVerb
    }
}
