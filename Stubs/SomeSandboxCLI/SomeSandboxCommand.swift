import AppShell
import ArgumentParser
import Core
import Foundation
import SomeFeatureStubs
import SomeSandbox
import UIComponent

@main
struct SomeSandboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "some-sandbox",
        abstract: "SomeFeature alone, on stubs: see and test every state without a backend.",
        discussion: "Scenarios are data files under Stubs/SomeFeatureStubs/Scenarios. Exit codes are the ones an app would give: 0 ok, 65 bad data, 69 backend unavailable or list stale.",
        version: ProjectVersion.current
    )

    @Flag(name: .long, help: "List the scenarios and exit.")
    var listScenarios = false

    @Option(name: .long, help: "The scenario to run (see --list-scenarios), or the path of a scenario file (.json).")
    var scenario = "populated"

    @Option(name: .long, help: "Lay out for this many columns (at least \(RenderOptions.minimumWidth)); default: the terminal's.")
    var width: Int?

    @Flag(name: .long, help: "Never write colour or style sequences (also: NO_COLOR, or output not a terminal).")
    var noColor = false

    @Option(name: .long, help: "Fix the clock at this ISO-8601 moment, e.g. 2026-11-20T09:00:00Z; default: the scenario's.")
    var now: String?

    @Flag(name: .long, help: "Print the list as JSON (the normalized model) instead of the screen.")
    var json = false

    @Flag(name: .long, help: "Run the interactive loop even when standard input is not a terminal (then in the line mode).")
    var interactive = false

    @Flag(name: .long, help: "On a terminal, use the line mode (type a command, see the screen again) instead of the full-screen UI.")
    var plain = false

    @Option(name: .long, help: ArgumentHelp("Draw this many full-screen frames off-screen (at --width × --height) and print what a frame costs; see scripts/bench-frame.", valueName: "frames"))
    var benchFrames: Int?

    @Option(name: .long, help: "The terminal height --bench-frames draws for.")
    var height = 30

    func validate() throws {
        if let width, !(RenderOptions.minimumWidth...RenderOptions.maximumWidth).contains(width) {
            throw ValidationError("--width must be between \(RenderOptions.minimumWidth) and \(RenderOptions.maximumWidth) columns; got \(width)")
        }
        if let now, ISO8601.date(from: now) == nil {
            throw ValidationError("--now expects an ISO-8601 moment such as 2026-11-20T09:00:00Z; got \"\(now)\"")
        }
        if json && interactive {
            throw ValidationError("--json and --interactive cannot be combined; pick one")
        }
        if let benchFrames, benchFrames < 1 {
            throw ValidationError("--bench-frames must be at least 1; got \(benchFrames)")
        }
        if height < 3 {
            throw ValidationError("--height must be at least 3 rows; got \(height)")
        }
    }

    func run() async throws {
        let status: AppExitCode
        do {
            status = try await runSandbox()
        } catch {
            throw ValidationError(error.message + "; run `some-sandbox --list-scenarios` to see them")
        }
        if status != .ok { throw ExitCode(status.rawValue) }
    }

    @MainActor
    private func runSandbox() async throws(ScenarioError) -> AppExitCode {
        let io = StandardIO()
        if listScenarios {
            io.write(try Sandbox.scenarioList())
            return .ok
        }
        if let benchFrames {
            let size = TerminalSize(columns: width ?? 100, rows: height)
            io.write(try await Sandbox.measureFrames(scenario: scenario, size: size, frames: benchFrames, color: !noColor))
            return .ok
        }
        let color = ColorMode.shouldUseColor(
            noColorFlag: noColor, environment: ProcessInfo.processInfo.environment,
            stdoutIsTerminal: Terminal.stdoutIsTerminal
        )
        let interactive = interactive || (!json && Terminal.stdinIsTerminal && Terminal.stdoutIsTerminal)
        // A scenario's delay is for a person to see the loading state, which only the
        // interactive loop shows; rendering once or printing JSON gives the same answer at once.
        let options = SandboxOptions(
            scenario: scenario,
            render: RenderOptions(width: width ?? Terminal.width(), color: color),
            now: now.flatMap(ISO8601.date(from:)),
            json: json,
            interactive: interactive ? InteractiveMode.detect(plain: plain) : nil,
            delayClock: interactive ? ContinuousClock() : ImmediateClock()
        )
        return try await Sandbox.run(options, io: io)
    }
}
