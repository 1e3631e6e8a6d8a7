import AppShell
import ArgumentParser
import Core
import Foundation

/// An app's command line: the global options, then a verb. With no verb it runs the
/// interactive loop on a terminal, and `list` otherwise.
public struct AppCommand<App: AppDefinition>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.commandName,
            abstract: App.abstract,
            discussion: """
            The token is read from $\(App.environmentPrefix)_TOKEN and never printed.
            Exit codes: 0 ok, 64 usage, 65 bad data from the backend, 66 not found, 69 backend \
            unavailable (a cached list may be shown), 74 local storage failed, 75 saved offline \
            and queued for later, 77 credentials refused.
            """,
            subcommands: App.featureVerbs + [SyncVerb<App>.self, OpenVerb<App>.self]
        )
    }

    @OptionGroup var global: GlobalOptions<App>

    public init() {}

    public func run() async throws {
        let interactive = Terminal.stdinIsTerminal && Terminal.stdoutIsTerminal && !global.json
        try await execute { session in
            interactive ? await session.interactive(io: StandardIO()) : await App.runWithoutVerb(session)
        }
    }

    /// Opens a session and runs `verb` in it, turning its result into the exit code. Feature
    /// verbs call this from their `run()`.
    public func execute(_ verb: @MainActor (AppSession<App>) async -> AppExitCode) async throws {
        var options = try global.resolve(environment: ProcessInfo.processInfo.environment)
        options.invocation = Array(CommandLine.arguments.dropFirst())
        let code = await Self.run(options, verb)
        if code != .ok { throw ExitCode(code.rawValue) }
    }

    @MainActor
    private static func run(_ options: AppOptions, _ verb: @MainActor (AppSession<App>) async -> AppExitCode) async -> AppExitCode {
        let err = StandardError()
        do {
            let session = try AppSession<App>(options: options, out: StandardIO(), err: err)
            return await verb(session)
        } catch {
            err.write(ErrorText.render(error, width: options.render.width) + "\n")
            return AppExitCode(error.kind)
        }
    }
}

/// Standard error as a ``TerminalIO`` (write-only).
final class StandardError: TerminalIO {
    func readLine() -> String? { nil }
    func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

extension AppCommand {
    /// The executable's entry point: parses the command line and runs the chosen verb.
    ///
    /// A generic command cannot be `@main`, and calling `main()` on it from top-level code picks
    /// ArgumentParser's synchronous entry, which refuses async commands; this is the async one.
    public static func runAsMain() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
