import FoundationEssentials

/// The XDG base directories an app keeps its files in, each with its variable and its default
/// under the home directory. The specification says a variable that is empty or not an
/// absolute path is ignored, as if unset.
public enum BaseDirectory: Sendable, CaseIterable {
    /// Settings: `$XDG_CONFIG_HOME`, else `~/.config`.
    case config
    /// What exists nowhere else (the outbox): `$XDG_DATA_HOME`, else `~/.local/share`.
    case data
    /// Worth keeping between runs, not worth backing up (what was seen, analytics):
    /// `$XDG_STATE_HOME`, else `~/.local/state`.
    case state
    /// Can be fetched again (cached lists): `$XDG_CACHE_HOME`, else `~/.cache`.
    case cache

    /// The environment variable that moves it.
    public var variable: String {
        switch self {
        case .config: "XDG_CONFIG_HOME"
        case .data: "XDG_DATA_HOME"
        case .state: "XDG_STATE_HOME"
        case .cache: "XDG_CACHE_HOME"
        }
    }

    /// Where it is when the variable is unset, under the home directory.
    public var defaultUnderHome: String {
        switch self {
        case .config: ".config"
        case .data: ".local/share"
        case .state: ".local/state"
        case .cache: ".cache"
        }
    }

    /// The app's own folder in it: `$VARIABLE/APP`, else `~/DEFAULT/APP`.
    public func folder(of commandName: String, environment: [String: String]) -> URL {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value).appendingPathComponent(commandName)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(defaultUnderHome).appendingPathComponent(commandName)
    }
}
