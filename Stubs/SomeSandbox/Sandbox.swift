import AppShell
import Core
import Foundation
import SomeFeature
import SomeFeatureStubs
import UIComponent

/// The mini-app: SomeFeature alone, on stubs, in one scenario. No network, no database.
@MainActor
public enum Sandbox {
    /// `name  summary` for every scenario, aligned, one per line.
    public static func scenarioList() throws(ScenarioError) -> String {
        let scenarios = try Scenario.names().map { name throws(ScenarioError) in try Scenario.named(name) }
        let width = scenarios.map(\.name.count).max() ?? 0
        return scenarios.map { TextLayout.pad($0.name, toWidth: width) + "  " + $0.summary }
            .joined(separator: "\n") + "\n"
    }

    /// Runs the sandbox: renders the list once, prints its JSON, or runs the interactive loop.
    /// - Returns: the exit status an app would give for the same state.
    public static func run(_ options: SandboxOptions, io: any TerminalIO) async throws(ScenarioError) -> AppExitCode {
        let scenario = try scenario(options.scenario)
        let environment = SandboxEnvironment.make(
            scenario, clock: options.now.map { FixedClock(now: $0) }, delayClock: options.delayClock
        )
        let viewModel = SomeListViewModel(environment: environment)
        let screen = SomeListScreen(viewModel: viewModel)

        if let mode = options.interactive {
            return await Interactive.run(screen, options: options.render, mode: mode, io: io)
        }
        if options.json {
            await viewModel.load()
            if case .failed(let error) = viewModel.state {
                io.write(screen.render(RenderOptions(width: options.render.width, color: false)) + "\n")
                return AppExitCode(error.kind)
            }
            io.write(viewModel.json.encoded() + "\n")
        } else {
            io.write(await OneShot.render(screen, options: options.render))
        }
        return status(of: viewModel)
    }

    /// Draws `frames` full-screen frames of the scenario's list off-screen and says what they
    /// cost (see `scripts/bench-frame`).
    public static func measureFrames(scenario name: String, size: TerminalSize, frames: Int, color: Bool) async throws(ScenarioError) -> String {
        let scenario = try scenario(name)
        let screen = SomeListScreen(viewModel: SomeListViewModel(environment: SandboxEnvironment.make(scenario)))
        let report = await FrameBenchmark.run(screen, size: size, frames: frames, color: color)
        let ms: (Duration) -> String = { duration in
            let (seconds, attoseconds) = duration.components
            return String(format: "%.3f ms", Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
        }
        return """
        \(report.rows) rows, \(size.columns)×\(size.rows), colour \(color ? "on" : "off")
        first frame (measures every row's columns once): \(ms(report.first))
        \(report.frames.count) frames (↓, PgDn, End, Home): median \(ms(report.median)), p95 \(ms(report.p95)), slowest \(ms(report.slowest)); \(report.bytesPerFrame) bytes written per frame

        """
    }

    /// A bundled scenario by name, or a scenario file by path (anything ending in `.json`).
    static func scenario(_ nameOrPath: String) throws(ScenarioError) -> Scenario {
        nameOrPath.hasSuffix(".json")
            ? try Scenario.load(from: URL(fileURLWithPath: nameOrPath))
            : try Scenario.named(nameOrPath)
    }

    /// What an app would exit with after showing this list.
    static func status(of viewModel: SomeListViewModel) -> AppExitCode {
        switch viewModel.state {
        case .failed(let error): AppExitCode(error.kind)
        case .loaded, .empty, .loading: viewModel.staleSince == nil ? .ok : .unavailable
        }
    }
}
