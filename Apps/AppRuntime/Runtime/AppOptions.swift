import Core
import FoundationEssentials
import StorageLive

/// One run's settings, already checked.
public struct AppOptions: Sendable {
    /// The context id as typed (`42`, `c-7`).
    public var context: String
    /// Where the backend is.
    public var baseURL: URL
    /// The API token (from the environment or the config file's token source; never a flag,
    /// never printed, never written).
    public var token: String
    /// The app's own settings (``AppDefinition/settings``), secrets included: never printed.
    public var settings = AppSettings()
    /// Where the local database's files live.
    public var storage: StoreLocations
    /// Print JSON instead of screens.
    public var json: Bool
    /// Width and colour.
    public var render: RenderOptions
    /// Log one line per HTTP exchange to standard error.
    public var verbose: Bool
    /// How long one request to the backend may take.
    public var timeout: Duration
    /// Interactive runs use the line mode even on a terminal (`--plain`).
    public var plain: Bool
    /// The fields `--json=FIELDS` keeps (all when empty).
    public var jsonFields: JSONFields
    /// JSON indented for people (standard output is a terminal) rather than one line.
    public var prettyJSON: Bool
    /// The pager for long one-shot output, or nil for none (not a terminal, `--no-pager`, `--json`).
    public var pager: String?
    /// The config file this run read (or would have).
    public var configPath: String?
    /// The arguments the run was started with, after the executable's name; empty when not
    /// started from a command line (tests).
    public var invocation: [String] = []
    /// What a command printed as a hint must repeat of this one's command line to act on the
    /// same things: `--base-url`, `--data-dir`, `--timeout` and the app's settings, as typed
    /// (what came from the environment or the config file is there for a pasted command too).
    public var repeatedOptions: [(flag: String, value: String)] = []

    public init(context: String, baseURL: URL, token: String, storage: StoreLocations, json: Bool, render: RenderOptions,
                verbose: Bool, timeout: Duration = .seconds(15), plain: Bool = false, jsonFields: JSONFields = JSONFields(),
                prettyJSON: Bool = false, pager: String? = nil, configPath: String? = nil) {
        self.timeout = timeout
        self.plain = plain
        self.context = context
        self.baseURL = baseURL
        self.token = token
        self.storage = storage
        self.json = json
        self.render = render
        self.verbose = verbose
        self.jsonFields = jsonFields
        self.prettyJSON = prettyJSON
        self.pager = pager
        self.configPath = configPath
    }
}

extension AppOptions {
    /// The start of a command that acts where this run did: the executable, the context and
    /// ``repeatedOptions`` (with `replaced`'s values instead, or added): `order-app --order 42
    /// --data-dir /tmp/d`.
    public func commandPrefix(_ commandName: String, contextOption: String, replacing replaced: [String: String] = [:]) -> String {
        var options: [(flag: String, value: String)] = repeatedOptions.map { ($0.flag, replaced[$0.flag] ?? $0.value) }
        for (flag, value) in replaced.sorted(by: { $0.key < $1.key }) where !repeatedOptions.contains(where: { $0.flag == flag }) {
            options.append((flag, value))
        }
        let words = options.map { "\($0.flag) \(ShellWord.quoted($0.value))" }
        return ([commandName, "--\(contextOption)", ShellWord.quoted(context)] + words).joined(separator: " ")
    }

    /// The command that started this run, for a person to paste to run it again
    /// (`order-app --order 42 list`); nil when the run was not started from a command line.
    public func rerunCommand(_ commandName: String) -> String? {
        guard !invocation.isEmpty else { return nil }
        return ([commandName] + invocation.map(ShellWord.quoted)).joined(separator: " ")
    }
}
