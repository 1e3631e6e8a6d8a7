import AppRuntime
import ArgumentParser
import Core
import __Name__Feature

extension HostedFeature where App: __Name__FeatureHosting {
    /// What __Name__Feature adds to an app that hosts it: the `__kebab__` verb
    // {{#writes}}
    /// and `__kebab__-mark`, its marks in the outbox, fresh items after `sync`,
    // {{/writes}}
    /// and `open __kebab__`.
    public static var __name__Feature: HostedFeature<App> {
        HostedFeature(
            name: "__Name__Feature",
            verbs: [__Name__Verb<App>.self
                    // {{#writes}}
                    , __Name__MarkVerb<App>.self
                    // {{/writes}}
            ],
            screens: [NamedScreen("__kebab__") { __Name__FeatureBuilder(environment: $0).home() }],
            jsonFields: __Name__JSON.fieldNames
            // {{#writes}}
            , outboxSenders: { $0.__name__Parts.apiClient.outboxSenders },
            refreshAfterSync: { await refresh__Name__($0) }
            // {{/writes}}
        )
    }
    // {{#writes}}

    /// The items again after `sync`, and what kept them from being live.
    @MainActor private static func refresh__Name__(_ environment: App.Environment) async -> SyncRefresh? {
        do {
            let listing = try await environment.__name__APIClient.list__Name__()
            if let reason = listing.freshness.reason {
                return SyncRefresh(line: "Could not refresh __Name__; it is cached.", problem: reason)
            }
            let count = listing.items.count
            return SyncRefresh(line: "Refreshed __Name__: \(count) \(count == 1 ? "item" : "items").")
        } catch {
            return SyncRefresh(line: "Could not refresh __Name__: \(error.message)", problem: error)
        }
    }
    // {{/writes}}
}

/// One item as `--json` prints it (docs/schemas/__kebab__.schema.json): the same shape whichever
/// backend it came from.
enum __Name__JSON {
    /// The fields of an item, for `--json=FIELDS`.
    static let fieldNames = ["id", "title", "marked"]

    static func value(_ item: __Name__Item) -> JSONValue {
        .object(["id": .string(item.id), "title": .string(item.title), "marked": .bool(item.marked)])
    }
}

/// `__kebab__`: every item of the context.
struct __Name__Verb<App: __Name__FeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "__kebab__", abstract: "List __Name__ for the \(App.contextNoun).",
                             usage: App.usage("__kebab__"))
    }

    @ParentCommand var root: AppCommand<App>

    func run() async throws {
        try await root.execute { await __Name__Commands($0).list() }
    }
}
// {{#writes}}

/// `__kebab__-mark ID`
struct __Name__MarkVerb<App: __Name__FeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "__kebab__-mark", abstract: "Mark one of __Name__ (kept and sent later when offline).",
                             usage: App.usage("__kebab__-mark <id>"))
    }

    @ParentCommand var root: AppCommand<App>
    @Argument(help: ArgumentHelp("The item's id, as `__kebab__` shows it.", valueName: "id")) var id: String

    func validate() throws {
        if id.trimmed().isEmpty {
            throw ValidationError("__kebab__-mark needs an item's id, as `__kebab__` shows it, such as: __kebab__-mark 1")
        }
    }

    func run() async throws {
        let id = id
        try await root.execute { await __Name__Commands($0).mark(id) }
    }
}
// {{/writes}}
