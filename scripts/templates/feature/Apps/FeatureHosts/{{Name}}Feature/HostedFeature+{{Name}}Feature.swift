import AppRuntime
import ArgumentParser
import Core
import {{Name}}Feature

extension HostedFeature where App: {{Name}}FeatureHosting {
    /// What {{Name}}Feature adds to an app that hosts it: the `{{kebab}}` verb
    {{#writes}}
    /// and `{{kebab}}-mark`, its marks in the outbox, fresh items after `sync`,
    {{/writes}}
    /// and `open {{kebab}}`.
    public static var {{name}}Feature: HostedFeature<App> {
        HostedFeature(
            name: "{{Name}}Feature",
            verbs: [{{Name}}Verb<App>.self
                    {{#writes}}
                    , {{Name}}MarkVerb<App>.self
                    {{/writes}}
            ],
            screens: [NamedScreen("{{kebab}}") { {{Name}}FeatureBuilder(environment: $0).home() }],
            jsonFields: {{Name}}JSON.fieldNames
            {{#writes}}
            , outboxSenders: { $0.{{name}}Parts.apiClient.outboxSenders },
            refreshAfterSync: { await refresh{{Name}}($0) }
            {{/writes}}
        )
    }
    {{#writes}}

    /// The items again after `sync`, and what kept them from being live.
    @MainActor private static func refresh{{Name}}(_ environment: App.Environment) async -> SyncRefresh? {
        do {
            let listing = try await environment.{{name}}APIClient.list{{Name}}()
            if let reason = listing.freshness.reason {
                return SyncRefresh(line: "Could not refresh {{Name}}; it is cached.", problem: reason)
            }
            let count = listing.items.count
            return SyncRefresh(line: "Refreshed {{Name}}: \(count) \(count == 1 ? "item" : "items").")
        } catch {
            return SyncRefresh(line: "Could not refresh {{Name}}: \(error.message)", problem: error)
        }
    }
    {{/writes}}
}

/// One item as `--json` prints it (docs/schemas/{{kebab}}.schema.json): the same shape whichever
/// backend it came from.
enum {{Name}}JSON {
    /// The fields of an item, for `--json=FIELDS`.
    static let fieldNames = ["id", "title", "marked"]

    static func value(_ item: {{Name}}Item) -> JSONValue {
        .object(["id": .string(item.id), "title": .string(item.title), "marked": .bool(item.marked)])
    }
}

/// `{{kebab}}`: every item of the context.
struct {{Name}}Verb<App: {{Name}}FeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "{{kebab}}", abstract: "List {{Name}} for the \(App.contextNoun).",
                             usage: App.usage("{{kebab}}"))
    }

    @ParentCommand var root: AppCommand<App>

    func run() async throws {
        try await root.execute { await {{Name}}Commands($0).list() }
    }
}
{{#writes}}

/// `{{kebab}}-mark ID`
struct {{Name}}MarkVerb<App: {{Name}}FeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "{{kebab}}-mark", abstract: "Mark one of {{Name}} (kept and sent later when offline).",
                             usage: App.usage("{{kebab}}-mark <id>"))
    }

    @ParentCommand var root: AppCommand<App>
    @Argument(help: ArgumentHelp("The item's id, as `{{kebab}}` shows it.", valueName: "id")) var id: String

    func validate() throws {
        if id.trimmed().isEmpty {
            throw ValidationError("{{kebab}}-mark needs an item's id, as `{{kebab}}` shows it, such as: {{kebab}}-mark 1")
        }
    }

    func run() async throws {
        let id = id
        try await root.execute { await {{Name}}Commands($0).mark(id) }
    }
}
{{/writes}}