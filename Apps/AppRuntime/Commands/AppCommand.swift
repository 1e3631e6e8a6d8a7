import AppShell
import ArgumentParser
import Core
import HTTPClientLive
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import UIComponent

/// Each app's command configuration, made once a process. ArgumentParser asks for it several
/// times a run (eight on the way to a full screen's first frame), and making it (the help text,
/// the features' verbs) each time came to 2–4 ms of that frame (docs/build-times.md).
private let madeConfigurations = Locked<[ObjectIdentifier: CommandConfiguration]>([:])

/// An app's command line: the global options, then a verb. With no verb it runs the
/// interactive loop on a terminal, and `list` otherwise.
public struct AppCommand<App: AppDefinition>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        let key = ObjectIdentifier(Self.self)
        if let made = madeConfigurations.withLock({ $0[key] }) { return made }
        let made = makeConfiguration()
        madeConfigurations.withLock { $0[key] = made }
        return made
    }

    private static func makeConfiguration() -> CommandConfiguration {
        CommandConfiguration(
            commandName: App.commandName,
            abstract: App.abstract,
            usage: "\(App.commandName) [--\(App.contextOption) <id>] [<options>] [<verb>]",
            discussion: """
            Options go before or after the verb. `\(App.commandName) help VERB` or `\(App.commandName) VERB --help` \
            shows a verb's own options.

            Settings come from the flag, else the environment, else the config file, else the default. \
            The config file is $XDG_CONFIG_HOME/\(App.commandName)/config (else ~/.config/\(App.commandName)/config, \
            or the file $\(App.environmentPrefix)_CONFIG names), one `key = value` a line: base_url, \
            \(App.contextOption), color (auto|always|never), pager\(credentialsHelp)

            With --json, standard output is one JSON document or nothing, and standard error ends \
            with one line {"error":{"kind","message","hint","exit"}} whenever the exit code is not 0.

            Exit codes:
            \(AppExitCode.table)
            """,
            version: ProjectVersion.current,
            subcommands: App.featureVerbs + [SyncVerb<App>.self, OpenVerb<App>.self]
        )
    }

    @OptionGroup var global: GlobalOptions<App>

    /// The rest of the config keys, and where the credentials come from, for `--help`.
    static var credentialsHelp: String {
        var text = ""
        if let credential = App.authentication.credential {
            text += ", \(credential.commandKey). The \(credential.name) is read from $\(credential.variable(prefix: App.environmentPrefix)), else from the config file's " +
                "\(credential.commandKey) (a command that prints it), and is never printed or written."
        } else {
            text += "."
        }
        for setting in App.settings {
            let variable = "$" + setting.variable(prefix: App.environmentPrefix)
            let what = setting.summary.prefix(1).uppercased() + setting.summary.dropFirst()
            if let flag = setting.flag {
                text += " \(what): \(flag) <value>, else \(variable), else `\(setting.key)`."
            } else {
                text += " \(what): \(variable), else `\(setting.key)` " +
                    "(in a file only its owner can read) or `\(setting.commandKey ?? setting.key)` (a command that prints it); never a flag, never printed."
            }
        }
        if case .clientCredentials = App.authentication {
            text += " The access token the backend grants for them is kept in the state folder, readable by its owner only, until it expires."
        }
        return text
    }

    public init() {}

    public func run() async throws {
        let invocation = AppInvocation.current
        let interactive = invocation.isInteractive && !global.wantsJSON
        try await execute { session in
            interactive ? await session.interactive(io: invocation.out) : await App.runWithoutVerb(session)
        }
    }

    /// Opens a session and runs `verb` in it, turning its result into the exit code. Feature
    /// verbs call this from their `run()`.
    ///
    /// Every command first sends what waits in the outbox, once, here: a verb never has to
    /// remember it. `sync`, which is that sending, passes `sendsWaiting: false`.
    public func execute(sendsWaiting: Bool = true, _ verb: @MainActor (AppSession<App>) async -> AppExitCode) async throws {
        let invocation = AppInvocation.current
        var options: AppOptions
        do {
            options = try global.resolve(environment: invocation.environment, stdoutIsTerminal: invocation.stdoutIsTerminal,
                                         settingFlags: invocation.settingFlags, verb: invocation.verb)
        } catch let error as DomainError {
            let code = AppExitCode(error.kind)
            FailureReport.write(error, code: code, json: global.wantsJSON, to: invocation.err)
            throw ExitCode(code.rawValue)
        }
        options.invocation = invocation.arguments
        let code = await Self.run(options, invocation: invocation, sendsWaiting: sendsWaiting, verb)
        if code != .ok { throw ExitCode(code.rawValue) }
    }

    @MainActor
    private static func run(_ options: AppOptions, invocation: AppInvocation, sendsWaiting: Bool,
                            _ verb: @MainActor (AppSession<App>) async -> AppExitCode) async -> AppExitCode {
        do {
            let clock = try Self.clock(environment: invocation.environment)
            let session = try AppSession<App>(options: options, invocation: invocation, clock: clock)
            // A list kept beside the output is on disk before the run ends.
            defer { session.run.store.settle() }
            if sendsWaiting { await OutboxSync(session: session).sendWaiting() }
            return await verb(session)
        } catch {
            let code = AppExitCode(error.kind)
            FailureReport.write(error, code: code, json: options.json, to: invocation.err)
            return code
        }
    }
}

extension AppCommand {
    /// The time the run takes as now: the system's, or the moment `<PREFIX>_NOW` names
    /// (ISO-8601, such as `2026-11-20T09:00:00Z`) for tests and output that must not depend on
    /// when it is made; "today" is still decided in the system's time zone.
    /// - Throws: a usage error naming the variable when its value is not an ISO-8601 time.
    static func clock(environment: [String: String]) throws(DomainError) -> any WallClock {
        let name = "\(App.environmentPrefix)_NOW"
        guard let value = environment[name], !value.isEmpty else { return SystemClock() }
        guard let now = ISO8601.date(from: value) else {
            throw DomainError(.invalidInput, "\(name) must be an ISO-8601 time such as 2026-11-20T09:00:00Z; got \"\(Sanitizer.singleLine(value))\"",
                              hint: "unset \(name) to use the system clock")
        }
        return FixedClock(now: now, zone: .local)
    }

    /// The executable's entry point: runs the command line in this process's environment and
    /// streams, then exits with the run's code.
    ///
    /// A generic command cannot be `@main`, and calling `main()` on it from top-level code picks
    /// ArgumentParser's synchronous entry, which refuses async commands; this is the async one.
    public static func runAsMain(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Never {
        // A reader that goes away early (`| head`) must not end the run in the middle of keeping
        // the list it printed: a write to it fails instead, the run finishes, and then the
        // process ends by SIGPIPE (StandardOutputCheck, below). (Children start with every
        // signal at its default: ChildProcess.)
        signal(SIGPIPE, SIG_IGN)
        StandardStreams.noteClosedStreams()
        // A run that may reach the backend loads libcurl ahead of its first request (``main(_:in:)``
        // says when). Help, version and completion (the script, and the shell's calls at each
        // Tab) never send a request, and an exit waits for a load.
        let local: Set<String> = ["--help", "-h", "--version", "help", "---completion"]
        var invocation = AppInvocation.process
        invocation.preparesHTTP = !arguments.contains(where: local.contains) && arguments.first?.hasPrefix("--generate-completion") != true
        HTTPClient.leaveConnectionsToExit()
        let code = await main(arguments, in: invocation)
        // The C library's `exit` comes after libcurl, if it is loading, has loaded (exiting in the
        // middle of that crashes).
        StandardOutputCheck.endProcess(code: code, json: { wantsJSON(arguments) }, beforeEnding: HTTPClient.finishPreparing)
    }

    /// Whether the command line asks for `--json`, read as ``main(_:in:)`` reads it.
    private static func wantsJSON(_ arguments: [String]) -> Bool {
        let shape = CommandLineShape(App.self)
        return shape.takingSettings(shape.normalized(arguments)).1.contains("--json")
    }

    /// Runs one command line, as the executable would, in `invocation`, and returns the exit
    /// code instead of exiting: what a test needs to run an app in its own process.
    public static func main(_ arguments: [String], in invocation: AppInvocation) async -> Int32 {
        var invocation = invocation
        let shape = CommandLineShape(App.self)
        let (settings, normalized) = shape.takingSettings(shape.normalized(arguments))
        invocation.arguments = arguments
        invocation.settingFlags = settings
        invocation.verb = shape.verbIndex(normalized).map { normalized[$0] }
        let json = normalized.contains("--json")
        if invocation.preparesHTTP {
            // Beside the parsing of the arguments and the opening of the files, libcurl starts
            // loading now, except for the full screen: while `dlopen` runs, the threads a run
            // starts wait for it, and the full screen starts its own (the terminal's sources,
            // the hops to the main actor) before it draws the kept list. It loads as the full
            // screen waits for that list (``AppSession/interactive(io:)``): the first frame
            // comes about 2 ms sooner, the live one no later (docs/build-times.md).
            let fullScreen = invocation.verb == nil && !json
                && InteractiveMode.detect(plain: normalized.contains("--plain"), environment: invocation.environment,
                                          stdinIsTerminal: invocation.stdinIsTerminal, stdoutIsTerminal: invocation.stdoutIsTerminal) == .fullScreen
            if !fullScreen { HTTPClient.prepare() }
        }
        // The verb typed, or the one `help` is asked about.
        var asked = shape.verbIndex(normalized)
        if let index = asked, normalized[index] == "help", index + 1 < normalized.count, !normalized[index + 1].hasPrefix("-") {
            asked = index + 1
        }
        if let verbIndex = asked, !shape.verbs.contains(normalized[verbIndex]) {
            // A verb this app does not have (mistyped, or a feature it does not host): said the
            // apps' way, with the closest verb or else every verb it has.
            let typed = Sanitizer.singleLine(normalized[verbIndex])
            let hint: String
            if let suggested = shape.suggestion(for: normalized[verbIndex]) {
                var corrected = normalized
                corrected[verbIndex] = suggested
                hint = "did you mean `\(([App.commandName] + corrected).map(ShellWord.quoted).joined(separator: " "))`?"
            } else {
                hint = "run `\(App.commandName) --help` for what each does; its verbs are \(App.verbNames.joined(separator: ", "))"
            }
            let error = DomainError(.invalidInput, "\(App.commandName): no verb \"\(typed)\"", hint: hint)
            FailureReport.write(error, code: .usage, json: json, to: invocation.err)
            return AppExitCode.usage.rawValue
        }
        do {
            try await AppInvocation.$current.withValue(invocation) {
                var command = try parseAsRoot(normalized)
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
            }
            return ExitCode.success.rawValue
        } catch let code as ExitCode {
            // A verb's result: it has said what it had to.
            return code.rawValue
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                // Help and --version, on standard output as ArgumentParser prints them.
                invocation.out.write(fullMessage(for: error) + "\n")
                return status.rawValue
            }
            // A usage error: what is wrong and where the verb's options are told, the apps' way,
            // not ArgumentParser's usage block.
            let verb = shape.verbIndex(normalized).map { normalized[$0] }
            let command = [App.commandName, verb].compactMap { $0 }.joined(separator: " ")
            CommandFailure.write(message(for: error), hint: CommandFailure.helpHint(command), code: .usage, json: json, to: invocation.err)
            return status.rawValue
        }
    }
}

