import Core

/// A setting an app declares for itself (``AppDefinition/settings``), such as site-app's
/// `client_id`: read, like the runtime's own, from the first of its flag (`--client-id`), its
/// environment variable (`SITE_APP_CLIENT_ID`) and its config-file key (`client_id`).
///
/// A secret (`client_secret`) follows the token's rules: it has no flag (a command line is
/// visible to every user of the machine), the config file that holds it must be readable by
/// its owner only, a `<key>_command` may print it instead, and it is never printed.
public struct AppSetting: Sendable {
    /// The config-file key (`client_id`); the flag and the variable are made from it.
    public var key: String
    /// What it is, for help and messages ("the client id the backend issued to this app").
    public var summary: String
    /// A value to show in messages (`my-client`).
    public var example: String
    /// Whether it is a secret.
    public var isSecret: Bool
    /// Checks a value; returns what is wrong with it, in the app's words, or nil.
    public var problem: @Sendable (String) -> String?
    /// When a run needs it.
    public var need: Need

    /// When a run needs a setting.
    public enum Need: Sendable, Hashable {
        /// Every run: without it nothing starts (78).
        case always
        /// None: an adapter reads it if given (``AppSettings/subscript(_:)``).
        case optional
        /// Writes only (who makes them: a backend's `X-User`): a read runs without it; a write
        /// without it is refused (78) before anything is kept; its value is kept with each write
        /// and sent with it, later too (``WritePreconditions/settings``). A secret's value is not
        /// kept (it is never written anywhere): the run that sends has to have it.
        case writes
    }

    /// Declares a setting.
    public init(_ key: String, _ summary: String, example: String, secret: Bool = false, needed need: Need = .always,
                problem: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.key = key
        self.summary = summary
        self.example = example
        self.isSecret = secret
        self.need = need
        self.problem = problem
    }

    /// `--client-id`; nil for a secret, which has none.
    public var flag: String? { isSecret ? nil : "--" + key.replacing("_", with: "-") }

    /// `SITE_APP_CLIENT_ID` for the prefix `SITE_APP`.
    public func variable(prefix: String) -> String { "\(prefix)_\(key.uppercased())" }

    /// The config key of a command that prints a secret (`client_secret_command`); nil for a
    /// setting that is not secret.
    public var commandKey: String? { isSecret ? "\(key)_command" : nil }

    /// The config keys this setting may be given by.
    public var configKeys: [String] { [key] + (commandKey.map { [$0] } ?? []) }

    /// Where to give it, as a sentence's end: "pass --client-id <id>, set SITE_APP_CLIENT_ID, or
    /// put client_id = my-client in CONFIG".
    public func whereToSet(prefix: String, configPath: String) -> String {
        if let commandKey {
            // Worded as a missing token's hint (TokenSource): the same advice reads the same.
            return "set \(variable(prefix: prefix)) in the environment, or \(commandKey) in \(configPath) (a command that prints the \(key.replacing("_", with: " ")))"
        }
        return "pass \(flag ?? key) <value>, set \(variable(prefix: prefix)), or put `\(key) = \(example)` in \(configPath)"
    }
}

/// An app's own settings for one run, resolved and checked. Secrets are in here too: never
/// print this.
public struct AppSettings: Sendable, CustomStringConvertible {
    private var values: [String: String]
    /// The values of the settings writes depend on (``AppSetting/Need/writes``), kept with each write.
    public private(set) var forWrites: [String: String] = [:]
    /// Why a write cannot be made in this run: the first write setting it lacks, said as a
    /// configuration error naming where to set it; nil when it has them all.
    public private(set) var missingForWrites: DomainError?

    /// Settings from values by key.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Settings from values by key, with those writes depend on and what they lack.
    init(_ values: [String: String], forWrites: [String: String], missingForWrites: DomainError?) {
        self.values = values
        self.forWrites = forWrites
        self.missingForWrites = missingForWrites
    }

    /// The value of the setting `key`.
    public subscript(key: String) -> String? { values[key] }

    /// The keys only: the values may be secrets.
    public var description: String { "AppSettings(\(values.keys.sorted().joined(separator: ", ")))" }
}
