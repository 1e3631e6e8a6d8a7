import AppRuntime
import Core
import SomeFeature

extension HostedFeature where App: SomeFeatureHosting {
    /// What SomeFeature adds to an app: `list`, `show`, `done`, `other` and `capture`, the list's
    /// screen, named in the app's words (`open somes`, `open tasks`: the first screen of the
    /// full-screen UI), its completions in the outbox, and a fresh list after `sync`.
    public static var someFeature: HostedFeature<App> {
        HostedFeature(
            name: "SomeFeature",
            verbs: [ListVerb<App>.self, ShowVerb<App>.self, DoneVerb<App>.self, OtherVerb<App>.self, CaptureVerb<App>.self],
            screens: [NamedScreen(App.someNoun.many) { $0.resolve(ViewDescriptor.SomeList()) }],
            jsonFields: SomeJSON.fieldNames,
            outboxSenders: { $0.someParts.apiClient.outboxSenders },
            refreshAfterSync: { await refreshList($0) },
            rootScreen: { $0.resolve(ViewDescriptor.SomeList()) },
            runWithoutVerb: { await SomeCommands($0).list(status: nil, search: nil) }
        )
    }

    /// The list again after `sync`, and what kept it from being live.
    @MainActor private static func refreshList(_ environment: App.Environment) async -> SyncRefresh? {
        do {
            let listing = try await environment.someAPIClient.listSomes()
            if let reason = listing.freshness.reason {
                return SyncRefresh(line: "Could not refresh the list; it is cached.", problem: reason)
            }
            if !listing.isComplete {
                let count = listing.unreadable.count
                let names = listing.unreadable.prefix(3).map(\.description).joined(separator: "; ")
                let problem = DomainError.badResponse("\(count) \(count == 1 ? "item" : "items") could not be read: \(names)")
                return SyncRefresh(line: "Refreshed the list: \(App.someNoun.count(listing.somes.count)); \(problem.message).", problem: problem)
            }
            return SyncRefresh(line: "Refreshed the list: \(App.someNoun.count(listing.somes.count)).")
        } catch {
            return SyncRefresh(line: "Could not refresh the list: \(error.message)", problem: error)
        }
    }
}
