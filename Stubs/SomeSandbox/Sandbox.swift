import AppShell
import Core
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
        let scenario = try Scenario.named(options.scenario)
        let environment = SandboxEnvironment.make(
            scenario, clock: options.now.map { FixedClock(now: $0) }, delayClock: options.delayClock
        )
        let viewModel = SomeListViewModel(environment: environment)
        let screen = SomeListScreen(viewModel: viewModel)

        if options.interactive {
            return await InteractiveSession(root: screen, options: options.render, io: io).run()
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

    /// What an app would exit with after showing this list.
    static func status(of viewModel: SomeListViewModel) -> AppExitCode {
        switch viewModel.state {
        case .failed(let error): AppExitCode(error.kind)
        case .loaded, .empty, .loading: viewModel.staleSince == nil ? .ok : .unavailable
        }
    }
}
