import ActivityFeature
import AppRuntime
import Core

extension HostedFeature where App: ActivityFeatureHosting {
    /// What ActivityFeature adds to an app: `activity` and `comment`, the `activity` screen, its
    /// comments in the outbox, and fresh activity after `sync`.
    public static var activityFeature: HostedFeature<App> {
        HostedFeature(
            name: "ActivityFeature",
            verbs: [ActivityVerb<App>.self, CommentVerb<App>.self],
            screens: [NamedScreen("activity") { ActivityFeatureBuilder(environment: $0).list() }],
            jsonFields: ActivityJSON.fieldNames,
            outboxSenders: { $0.activityParts.apiClient.outboxSenders },
            refreshAfterSync: { await refreshActivity($0) }
        )
    }

    /// The activity again after `sync`, and what kept it from being live.
    @MainActor private static func refreshActivity(_ environment: App.Environment) async -> SyncRefresh? {
        do {
            let listing = try await environment.activityAPIClient.listActivity()
            if let reason = listing.freshness.reason {
                return SyncRefresh(line: "Could not refresh the activity; it is cached.", problem: reason)
            }
            let count = listing.entries.count
            return SyncRefresh(line: "Refreshed the activity: \(count) \(count == 1 ? "entry" : "entries").")
        } catch {
            return SyncRefresh(line: "Could not refresh the activity: \(error.message)", problem: error)
        }
    }
}
