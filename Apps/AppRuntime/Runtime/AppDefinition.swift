import AppShell
import ArgumentParser
import Core
import FoundationEssentials

/// Everything that makes one app itself, as the runtime sees it: names, the context, how to
/// talk to the backend, and what the hosted features bring. The runtime turns it into a
/// command-line program with the same options, offline behaviour and output as every other app,
/// without knowing any feature: features arrive as verbs, screens and outbox senders.
///
/// Apps do not write what their features bring: each feature's host module fills it in for an
/// app that conforms to its `…FeatureHosting` protocol, and the app's generated environment
/// lists the features it hosts, so an app file holds only its names, its adapters and what it
/// does differently.
public protocol AppDefinition: SendableMetatype {
    /// What the hosted features run in, made once per run.
    associatedtype Environment

    /// The executable's name (`order-app`).
    static var commandName: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    /// The long option that names the context (`order` for `--order 42`).
    static var contextOption: String { get }
    /// What the context is, for help and messages ("order", "chat room").
    static var contextNoun: String { get }
    /// Prefix of the environment variables (`ORDER_APP` for `ORDER_APP_TOKEN`, `ORDER_APP_BASE_URL`).
    static var environmentPrefix: String { get }

    /// Checks a context id typed by a person; returns a message saying what to type instead.
    static func problem(withContext id: String) -> String?

    /// The key the app's local state is scoped by (`order:42`).
    static func storageContext(_ id: String) -> String

    /// The header fields that carry the token to the backend. By default
    /// `Authorization: Bearer TOKEN`.
    static func authHeaders(token: String) -> [(name: String, value: String)]

    /// How the backend is told who is asking. By default a token the person has, in the
    /// fields ``authHeaders(token:)`` makes; an app whose backend wants OAuth 2.0 client
    /// credentials chooses `.clientCredentials`.
    static var authentication: Authentication { get }

    /// The app's own settings beyond the runtime's (site-app's `client_id` and `client_secret`),
    /// each with its flag, variable and config key. By default none.
    static var settings: [AppSetting] { get }

    /// The media type of the backend's bodies (`Accept`, and `Content-Type` of what is sent).
    /// By default `application/json`.
    static var mediaType: String { get }

    /// How the backend spells an error body.
    static var errorFormat: BackendErrorFormat { get }

    /// The features the app hosts, in the order their verbs appear in `--help`. Generated from
    /// the app's `…FeatureHosting` conformances (`<App>+Environment.generated.swift`).
    static var features: [HostedFeature<Self>] { get }

    /// Builds what the features run in, from the pieces the runtime opened for this run.
    @MainActor static func makeEnvironment(_ run: AppRun) -> Environment
}

extension AppDefinition {
    public static func storageContext(_ id: String) -> String { "\(contextOption):\(id)" }

    public static func authHeaders(token: String) -> [(name: String, value: String)] {
        [("Authorization", "Bearer \(token)")]
    }

    public static var authentication: Authentication { .token(headers: { authHeaders(token: $0) }) }

    public static var settings: [AppSetting] { [] }

    public static var mediaType: String { "application/json" }

    /// The verbs the hosted features add to the command line.
    public static var featureVerbs: [any ParsableCommand.Type] { features.flatMap(\.verbs) }

    /// The fields of the records the features print with `--json`, for `--json=FIELDS`: each
    /// once, in the order the features list them.
    public static var jsonFields: [String] { unique(features.flatMap(\.jsonFields)) }

    /// The fields of the records `verb` prints with `--json`: those of the feature it belongs to,
    /// each once; every feature's when it is not a feature's verb (or none is named).
    public static func jsonFields(of verb: String?) -> [String] {
        guard let verb, let owner = features.first(where: { $0.verbs.contains { $0.configuration.commandName == verb } }) else {
            return jsonFields
        }
        return unique(owner.jsonFields)
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The screens `open NAME` can start on.
    public static var screens: [NamedScreen<Environment>] { features.flatMap(\.screens) }

    /// How to send each kind of queued write, by outbox action: every hosted feature's.
    @MainActor public static func outboxSenders(_ environment: Environment) -> [String: OutboxSender] {
        features.reduce(into: [:]) { senders, feature in senders.merge(feature.outboxSenders(environment)) { first, _ in first } }
    }

    /// What each hosted feature refreshes after `sync` has sent the outbox.
    @MainActor public static func refreshAfterSync(_ environment: Environment) async -> [SyncRefresh] {
        var refreshed: [SyncRefresh] = []
        for feature in features {
            if let refresh = await feature.refreshAfterSync(environment) { refreshed.append(refresh) }
        }
        return refreshed
    }

    /// The first screen of the interactive UI: the first hosted feature's that has one.
    @MainActor public static func rootScreen(_ environment: Environment) -> any Screen {
        features.lazy.compactMap(\.rootScreen).first?(environment) ?? NoFeatureScreen(app: commandName)
    }

    /// What the app does with no verb when it cannot be interactive (output is not a terminal,
    /// or `--json`): the first hosted feature's answer, else the screen of ``rootScreen(_:)``.
    @MainActor public static func runWithoutVerb(_ session: AppSession<Self>) async -> AppExitCode {
        if let run = features.lazy.compactMap(\.runWithoutVerb).first { return await run(session) }
        return await session.show(rootScreen(session.environment))
    }

    /// Every verb of the app: the features' and the runtime's.
    public static var verbNames: [String] {
        featureVerbs.compactMap { $0.configuration.commandName } + ["sync", "open"]
    }

    /// `order-app [--order <id>] VERB ARGUMENTS`, for a verb's usage line in `--help`.
    public static func usage(_ verbAndArguments: String) -> String {
        "\(commandName) [--\(contextOption) <id>] \(verbAndArguments) [<options>]"
    }
}

/// A screen `open NAME` can start on.
public struct NamedScreen<Environment>: Sendable {
    /// What to type after `open`.
    public var name: String
    /// Makes the screen in the run's environment.
    public var make: @MainActor @Sendable (Environment) -> any Screen

    /// Names a screen.
    public init(_ name: String, make: @escaping @MainActor @Sendable (Environment) -> any Screen) {
        self.name = name
        self.make = make
    }
}

/// One line of what `sync` refreshed, and what kept it from being live.
public struct SyncRefresh: Sendable {
    /// For people: "Refreshed the list: 12 somes."
    public var line: String
    /// Why the refresh did not give live data, if it did not.
    public var problem: DomainError?

    /// Makes a refresh report.
    public init(line: String, problem: DomainError? = nil) {
        self.line = line
        self.problem = problem
    }
}
