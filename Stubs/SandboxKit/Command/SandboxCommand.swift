import AppShell
import ArgumentParser
import Core
import Foundation
import ScenarioFiles
import UIComponent

/// A feature's sandbox as a command: every sandbox has the same options, written once here.
/// An executable's `main.swift` is `await SandboxCommand<MySandbox>.runAsMain()`.
public struct SandboxCommand<Definition: SandboxDefinition>: AsyncParsableCommand, Sendable {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Definition.commandName,
            abstract: "\(Definition.featureName) alone, on stubs: see and test every state without a backend.",
            discussion: """
            A scenario is a bundled name (--list-scenarios) or the path of a scenario file \
            (docs/scenario-testing.md); an open file is shown again when it changes. On a \
            terminal, s, w, c and t switch scenario, width, colour and clock. Exit codes are \
            the ones an app would give: 0 ok, 64 usage, 65 bad data (a scenario file that does \
            not read), 66 not found, 69 backend unavailable or list stale, 74 the output could \
            not be written.
            """,
            version: ProjectVersion.current
        )
    }

    @Flag(name: .long, help: "List the scenarios and exit.")
    var listScenarios = false

    @Option(name: .long, help: ArgumentHelp("A scenario's name (see --list-scenarios), or the path of a scenario file (.json).", valueName: "name-or-path"),
            completion: .list(Definition.folder.names))
    var scenario: String?

    @Option(name: .long, help: ArgumentHelp("The screen to start on: \(Definition.screens.map(\.description).joined(separator: ", ")).", valueName: "screen"))
    var screen: String?

    @Option(name: .long, help: "Lay out for this many columns (at least \(RenderOptions.minimumWidth)); default: the terminal's.")
    var width: Int?

    @Flag(name: .long, help: "Never write colour or style sequences (also: NO_COLOR, or output not a terminal).")
    var noColor = false

    @Option(name: .long, help: "Fix the clock at this ISO-8601 moment, e.g. 2026-11-20T09:00:00Z; default: the scenario's.")
    var now: String?

    @Flag(name: .long, help: "Print the screen's data as JSON (the normalized model) instead of the screen.")
    var json = false

    @Flag(name: .long, help: "Run the interactive loop even when standard input is not a terminal (then in the line mode).")
    var interactive = false

    @Flag(name: .long, help: "On a terminal, use the line mode (type a command, see the screen again) instead of the full-screen UI.")
    var plain = false

    @Flag(name: .long, help: "Print every scenario (or those named after it) at each of --widths, one after the other under a heading.")
    var gallery = false

    @Argument(help: ArgumentHelp("With --gallery: the scenarios to show (names or paths); default: all.", valueName: "scenario"),
              completion: .list(Definition.folder.names))
    var galleryScenarios: [String] = []

    @Option(name: .long, help: ArgumentHelp("With --gallery: the widths, comma-separated.", valueName: "40,80,120"))
    var widths: String?

    @Option(name: .long, help: ArgumentHelp("Draw this many full-screen frames off-screen (at --width × --height) and print what a frame costs; see scripts/bench-frame.", valueName: "frames"))
    var benchFrames: Int?

    @Option(name: .long, help: "The terminal height --bench-frames draws for.")
    var height = 30

    public init() {}

    public func validate() throws {
        if let width, !(RenderOptions.minimumWidth...RenderOptions.maximumWidth).contains(width) {
            throw ValidationError("--width must be between \(RenderOptions.minimumWidth) and \(RenderOptions.maximumWidth) columns; got \(width)")
        }
        if let now, ISO8601.date(from: now) == nil {
            throw ValidationError("--now expects an ISO-8601 moment such as 2026-11-20T09:00:00Z; got \"\(now)\"")
        }
        if json && interactive {
            throw ValidationError("--json and --interactive cannot be combined; pick one")
        }
        if !gallery && !galleryScenarios.isEmpty {
            throw ValidationError("\(galleryScenarios[0]) is not an option; to see one scenario, type --scenario \(galleryScenarios[0]); to see several, --gallery \(galleryScenarios.joined(separator: " "))")
        }
        if !gallery && widths != nil {
            throw ValidationError("--widths goes with --gallery; for one width, type --width N")
        }
        if gallery && (json || interactive || scenario != nil) {
            throw ValidationError("--gallery prints scenarios one after the other; name them after it (--gallery empty error) instead of --scenario, and leave out --json and --interactive")
        }
        _ = try galleryWidths()
        do {
            _ = try SandboxRunner<Definition>.screen(screen)
        } catch {
            throw ValidationError(error.description)
        }
        if let benchFrames, benchFrames < 1 {
            throw ValidationError("--bench-frames must be at least 1; got \(benchFrames)")
        }
        if height < 3 {
            throw ValidationError("--height must be at least 3 rows; got \(height)")
        }
    }

    private func galleryWidths() throws -> [Int] {
        guard let widths else { return [40, 80, 120] }
        let parsed = widths.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else {
            throw ValidationError("--widths takes whole numbers separated by commas, such as 40,80,120; got \"\(widths)\"")
        }
        let values = parsed.compactMap { $0 }
        if let bad = values.first(where: { !(RenderOptions.minimumWidth...RenderOptions.maximumWidth).contains($0) }) {
            throw ValidationError("--widths: each must be between \(RenderOptions.minimumWidth) and \(RenderOptions.maximumWidth) columns; got \(bad)")
        }
        return values
    }

    public func run() async throws {
        let status: AppExitCode
        do {
            status = try await runSandbox()
        } catch {
            switch error.kind {
            case .unknownName:
                let list = "run `\(Definition.commandName) --list-scenarios` to see them"
                CommandFailure.write(error.message, hint: error.hint.map { "\($0); \(list)" } ?? list, code: .usage, json: json)
                throw ExitCode(AppExitCode.usage.rawValue)
            case .missingFile:
                CommandFailure.write(error.message, hint: "check the path, or run `\(Definition.commandName) --list-scenarios` for the bundled ones",
                                     code: .notFound, json: json)
                throw ExitCode(AppExitCode.notFound.rawValue)
            case .invalid:
                CommandFailure.write(error.message, hint: "fix the file (the format: docs/scenario-testing.md) and run again",
                                     code: .dataError, json: json)
                throw ExitCode(AppExitCode.dataError.rawValue)
            }
        }
        if status != .ok { throw ExitCode(status.rawValue) }
    }

    @MainActor
    private func runSandbox() async throws(ScenarioError) -> AppExitCode {
        let io = StandardIO()
        if listScenarios {
            io.write(try SandboxRunner<Definition>.scenarioList(width: width ?? (Terminal.stdoutIsTerminal ? Terminal.width() : RenderOptions.unbounded)))
            return .ok
        }
        let color = ColorMode.shouldUseColor(
            noColorFlag: noColor, environment: ProcessInfo.processInfo.environment,
            stdoutIsTerminal: Terminal.stdoutIsTerminal
        )
        let fixedNow = now.flatMap(ISO8601.date(from:))
        let scenario = scenario ?? Definition.defaultScenario
        if let benchFrames {
            let size = TerminalSize(columns: width ?? 100, rows: height)
            io.write(try await SandboxRunner<Definition>.measureFrames(scenario: scenario, size: size, frames: benchFrames, color: !noColor))
            return .ok
        }
        if gallery {
            // Checked in validate().
            let widths = (try? galleryWidths()) ?? [40, 80, 120]
            io.write(try await SandboxRunner<Definition>.gallery(galleryScenarios, widths: widths, screen: screen, color: color, now: fixedNow))
            return .ok
        }
        let interactive = interactive || (!json && Terminal.stdinIsTerminal && Terminal.stdoutIsTerminal)
        // A scenario's delay is for a person to see the loading state, which only the
        // interactive loop shows; rendering once or printing JSON gives the same answer at once.
        let options = SandboxOptions(
            scenario: scenario,
            screen: screen,
            // Printed once off a terminal, nothing is cut unless --width asks, as in the apps.
            render: RenderOptions(width: width ?? (interactive || Terminal.stdoutIsTerminal ? Terminal.width() : RenderOptions.unbounded),
                                  color: color),
            now: fixedNow,
            json: json,
            interactive: interactive ? InteractiveMode.detect(plain: plain) : nil,
            layoutWidth: width,
            delayClock: interactive ? ContinuousClock() : ImmediateClock()
        )
        return try await SandboxRunner<Definition>.run(options, io: io, err: StandardError())
    }
}

extension SandboxCommand {
    /// The executable's entry point: parses the command line and runs the sandbox.
    ///
    /// A generic command cannot be `@main`, and calling `main()` on it from top-level code picks
    /// ArgumentParser's synchronous entry, which refuses async commands; this is the async one.
    ///
    /// Usage errors are said the apps' way (`✗ message`, `→ hint`, exit 64, and with `--json`
    /// the error line), not with ArgumentParser's usage block.
    ///
    /// The process then ends as an app's does (`StandardOutputCheck`): output that did not get
    /// through (a full disk, a closed standard output) is said, and 0 becomes 74.
    public static func runAsMain(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) async -> Never {
        StandardStreams.noteClosedStreams()
        let code: Int32
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            code = AppExitCode.ok.rawValue
        } catch let exit as ExitCode {
            // The run's own exit code: it has said what it had to.
            code = exit.rawValue
        } catch {
            // Help and --version keep ArgumentParser's handling.
            guard exitCode(for: error) != .success else { exit(withError: error) }
            CommandFailure.write(message(for: error), hint: CommandFailure.helpHint(Definition.commandName), code: .usage,
                                 json: arguments.contains("--json"))
            code = AppExitCode.usage.rawValue
        }
        StandardOutputCheck.endProcess(code: code, json: { arguments.contains("--json") })
    }
}
