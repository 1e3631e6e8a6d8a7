import AppRuntime
import ArgumentParser
import Core

/// What one feature adds to every app that hosts it: verbs, screens `open` can start on, and
/// what it refreshes after `sync`. Each feature has one, next to its offline client.
public protocol FeatureHost {
    /// The feature's verbs, for `App`'s command line.
    static func verbs<App: HostedApp>(for app: App.Type) -> [any ParsableCommand.Type]

    /// The screens `open NAME` can start on.
    static var screens: [NamedScreen<HostEnvironment>] { get }

    /// The fields of the records the feature's verbs print with `--json`, for `--json=FIELDS`.
    static var jsonFields: [String] { get }

    /// What the feature refreshes once `sync` has sent the outbox, if anything.
    @MainActor static func refreshAfterSync(_ environment: HostEnvironment) async -> SyncRefresh?
}

extension FeatureHost {
    public static func verbs<App: HostedApp>(for app: App.Type) -> [any ParsableCommand.Type] { [] }
    public static var screens: [NamedScreen<HostEnvironment>] { [] }
    public static var jsonFields: [String] { [] }
    @MainActor public static func refreshAfterSync(_ environment: HostEnvironment) async -> SyncRefresh? { nil }
}

/// The features every app hosts, in the order their verbs appear in `--help`.
public enum FeatureHosts {
    /// One entry per feature; `scripts/new-feature` appends to it.
    public static var all: [any FeatureHost.Type] { [
        SomeFeatureHost.self,
        OtherFeatureHost.self,
        // scaffold:hosts
    ] }
}
