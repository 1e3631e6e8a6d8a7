import Core
import Foundation

/// One run's settings, already checked.
public struct AppOptions: Sendable {
    /// The context id as typed (`42`, `c-7`).
    public var context: String
    /// Where the backend is.
    public var baseURL: URL
    /// The API token (from the environment, never a flag, never printed).
    public var token: String
    /// Where the local database lives.
    public var dataDirectory: URL
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
    /// The arguments the run was started with, after the executable's name; empty when not
    /// started from a command line (tests).
    public var invocation: [String] = []

    public init(context: String, baseURL: URL, token: String, dataDirectory: URL, json: Bool, render: RenderOptions,
                verbose: Bool, timeout: Duration = .seconds(15), plain: Bool = false) {
        self.timeout = timeout
        self.plain = plain
        self.context = context
        self.baseURL = baseURL
        self.token = token
        self.dataDirectory = dataDirectory
        self.json = json
        self.render = render
        self.verbose = verbose
    }
}

extension AppOptions {
    /// The command that started this run, for a person to paste to run it again
    /// (`order-app --order 42 list`); nil when the run was not started from a command line.
    public func rerunCommand(_ commandName: String) -> String? {
        guard !invocation.isEmpty else { return nil }
        return ([commandName] + invocation.map(ShellWord.quoted)).joined(separator: " ")
    }
}
