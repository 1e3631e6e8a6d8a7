import AppRuntime
import ArgumentParser
import Core

/// What SomeFeature adds to every app: `list`, `show`, `done`, `other` and `capture`, the `somes` screen,
/// and a fresh list after `sync`.
public enum SomeFeatureHost: FeatureHost {
    public static func verbs<App: HostedApp>(for app: App.Type) -> [any ParsableCommand.Type] {
        [ListVerb<App>.self, ShowVerb<App>.self, DoneVerb<App>.self, OtherVerb<App>.self, CaptureVerb<App>.self]
    }

    public static var screens: [NamedScreen<HostEnvironment>] {
        [NamedScreen("somes") { $0.resolve(ViewDescriptor.SomeList()) }]
    }

    public static var jsonFields: [String] { SomeJSON.fieldNames }

    @MainActor public static func refreshAfterSync(_ environment: HostEnvironment) async -> SyncRefresh? {
        do {
            let listing = try await environment.someAPIClient.listSomes()
            if let reason = listing.freshness.reason {
                return SyncRefresh(line: "Could not refresh the list; it is cached.", problem: reason)
            }
            if !listing.isComplete {
                let count = listing.unreadable.count
                let names = listing.unreadable.prefix(3).map(\.description).joined(separator: "; ")
                let problem = DomainError.badResponse("\(count) \(count == 1 ? "item" : "items") could not be read: \(names)")
                return SyncRefresh(line: "Refreshed the list: \(listing.somes.count) somes; \(problem.message).", problem: problem)
            }
            return SyncRefresh(line: "Refreshed the list: \(listing.somes.count) somes.")
        } catch {
            return SyncRefresh(line: "Could not refresh the list: \(error.message)", problem: error)
        }
    }
}
