import AppShell
import Core
import FoundationEssentials
import HTTPClientLive
import StorageLive
import UIComponent

/// One run of an app, wired: the store opened, the backend and outbox set up, the environment
/// built, and its ``AppOutput``. Verbs (the runtime's and the features') run in a session and
/// return an exit code; they print through ``output``.
///
/// Before any verb but `sync`, the runtime sends what is waiting in the outbox
/// (``AppCommand/execute(sendsWaiting:_:)``, ``OutboxSync``).
@MainActor
public final class AppSession<App: AppDefinition> {
    /// The checked options.
    public let options: AppOptions
    /// What the run prints, and how.
    public let output: AppOutput
    /// Where the run reads and writes: its environment, streams and terminal.
    private let invocation: AppInvocation
    /// The pieces opened for this run.
    public let run: AppRun
    /// What the features run in.
    public let environment: App.Environment

    /// Opens the app's store and wires the backend, the outbox and the environment.
    /// - Throws: a storage error when the data directory or database cannot be used.
    public init(options: AppOptions, invocation: AppInvocation, clock: any WallClock = SystemClock()) throws(DomainError) {
        self.options = options
        self.invocation = invocation
        let err = invocation.err
        // A file of the store that cannot be used (a full or read-only disk) fails what needs
        // it, saying why; reads go on without it (RunWarnings).
        let store = invocation.store ?? LocalStore(tolerating: options.storage)
        nonisolated(unsafe) let sink = err
        let warnings = RunWarnings { text in sink.write(text) }
        // `--verbose`: one line per exchange, on the run's standard error.
        var log: (@Sendable (String) -> Void)?
        if options.verbose {
            log = { @Sendable line in sink.write("http: " + line + "\n") }
        }
        let context = App.storageContext(options.context)
        let http = invocation.transport ?? HTTPClient(log: log)
        let (auth, authHint) = Self.auth(options: options, http: http, clock: clock, warnings: warnings)
        let backend = JSONBackend(
            baseURL: options.baseURL, http: http, auth: auth, mediaType: App.mediaType, timeout: options.timeout,
            authHint: authHint, errors: App.errorFormat,
            clock: invocation.clock, wallClock: clock, rerunCommand: options.rerunCommand(App.commandName), warnings: warnings
        )
        run = AppRun(options: options, commandName: App.commandName, contextOption: App.contextOption, backend: backend,
                     store: store, storageContext: context,
                     outbox: Outbox(store: store, context: context, baseURL: options.baseURL, clock: clock, warnings: warnings,
                                    settings: options.settings),
                     clock: clock, warnings: warnings)
        environment = App.makeEnvironment(run)
        run.senders.install(App.outboxSenders(environment))
        output = AppOutput(options: options, out: invocation.out, err: err, commandName: App.commandName, contextOption: App.contextOption,
                           backendOrigin: backend.origin, clock: clock)
    }

    /// The credentials the app chose (``AppDefinition/authentication``) for this run, and what
    /// to check when the backend refuses them.
    private static func auth(options: AppOptions, http: any HTTPTransport, clock: any WallClock,
                             warnings: RunWarnings) -> (any BackendAuth, String) {
        let config = options.configPath ?? "the config file"
        switch App.authentication {
        case .token(let credential, let headers):
            return (StaticHeaderAuth(headers(options.token)),
                    "set \(credential.variable(prefix: App.environmentPrefix)) (or \(credential.commandKey) in \(config)) to \(ConfigFile.article(credential.name)) \(credential.name) the backend accepts")
        case .basic(let userSetting, let password):
            let user = App.settings.first { $0.key == userSetting }
            let hint = "check the user (\(user.map { ($0.flag.map { "\($0), " } ?? "") + $0.variable(prefix: App.environmentPrefix) } ?? userSetting)) "
                + "and the \(password.name) (\(password.variable(prefix: App.environmentPrefix)) or \(password.commandKey) in \(config))"
            switch Authentication.basicHeader(user: options.settings[userSetting] ?? "", password: options.token) {
            case .success(let header):
                return (StaticHeaderAuth([("Authorization", header)]), hint)
            case .failure(var error):
                error.hint = hint
                return (RefusedAuth(error: error), hint)
            }
        case .clientCredentials(let grant):
            let named = [grant.clientIDSetting, grant.clientSecretSetting].map { key in
                App.settings.first { $0.key == key }.map { $0.variable(prefix: App.environmentPrefix) } ?? key
            }
            let flag = App.settings.first { $0.key == grant.clientIDSetting }?.flag.map { "\($0), " } ?? ""
            let hint = "check the client id and secret: \(flag)\(named.joined(separator: " and ")), or \(grant.clientIDSetting) and " +
                "\(grant.clientSecretSetting) (or \(grant.clientSecretSetting)_command) in \(config)"
            var tokenURL = options.baseURL
            for segment in grant.tokenPath { tokenURL.appendPathComponent(segment) }
            let auth = ClientCredentialsAuth(
                tokenURL: tokenURL, clientID: options.settings[grant.clientIDSetting] ?? "",
                clientSecret: options.settings[grant.clientSecretSetting] ?? "", http: http, stateFolder: options.storage.state,
                clock: clock, timeout: options.timeout, settingsHint: hint, warnings: warnings)
            return (auth, hint)
        }
    }

    /// `open NAME`: a named screen, once, or interactive on a terminal.
    public func open(_ name: String) async -> AppExitCode {
        guard let named = App.screens.first(where: { $0.name == name }) else {
            return output.fail(DomainError(.invalidInput, "no screen named \"\(Sanitizer.singleLine(name))\"",
                                    hint: "screens: \(App.screens.map(\.name).joined(separator: ", "))"))
        }
        let screen = named.make(environment)
        if invocation.isInteractive && !options.json {
            return await interactively(mode: mode) { mode in
                await Interactive.run(stack: [screen], options: output.interactiveRender, mode: mode, io: output.out, host: warningsHost)
            }
        }
        return await show(screen)
    }

    /// Loads `screen` and prints it once, exiting by what it shows. With `--json`, a screen
    /// that loaded is printed as its title and lines (`{"screen":{"title":…,"lines":[…]}}`);
    /// one that failed prints nothing on standard output.
    public func show(_ screen: any Screen) async -> AppExitCode {
        await screen.load()
        if let problem = screen.problem {
            return output.fail(problem)
        }
        if options.json {
            let lines = screen.render(output.plainOneShotRender).split(separator: "\n", omittingEmptySubsequences: false).map { JSONValue.string(String($0)) }
            output.emit(document: ["screen": .object(["title": .string(screen.title), "lines": .array(lines)])])
        } else {
            output.page(screen.render(output.oneShotRender) + "\n")
        }
        return .ok
    }

    /// No verb, on a terminal: the full-screen UI on the app's first screen, or the line mode with `--plain`
    /// or `TERM=dumb`.
    public func interactive(io: any TerminalIO) async -> AppExitCode {
        let root = App.rootScreen(environment)
        if invocation.preparesHTTP, mode == .fullScreen {
            // Runs when the full screen first waits (for the kept list), its terminal set up.
            Task { @MainActor in HTTPClient.prepare() }
        }
        return await interactively(mode: mode) { mode in
            await Interactive.run(stack: [root], options: output.interactiveRender, mode: mode, io: io, host: warningsHost)
        }
    }

    /// The full-screen UI on a terminal that can draw it, else the line mode (`--plain`, `TERM=dumb`, a pipe).
    private var mode: InteractiveMode {
        .detect(plain: options.plain, environment: invocation.environment,
                stdinIsTerminal: invocation.stdinIsTerminal, stdoutIsTerminal: invocation.stdoutIsTerminal)
    }

    /// Shows what the run could not keep on disk in the full-screen UI's status line.
    private var warningsHost: WarningsHost {
        WarningsHost(warnings: run.warnings, color: output.interactiveRender.color)
    }

    /// Runs the interactive UI in `mode`; the full-screen UI owns the terminal, so what the run
    /// could not keep on disk is said once it gives the terminal back.
    private func interactively(mode: InteractiveMode, _ body: (InteractiveMode) async -> AppExitCode) async -> AppExitCode {
        guard mode == .fullScreen else { return await body(mode) }
        run.warnings.hold()
        defer { run.warnings.release() }
        return await body(mode)
    }
}
