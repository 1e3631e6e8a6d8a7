import AppShell
import Core
import SandboxKit
import ScenarioFiles

/// The mini-app: SomeFeature alone, on stubs, in one scenario. No network, no database.
/// (`SandboxRunner` over ``SomeSandboxDefinition``, named for the tests and tools that use it.)
@MainActor
public enum Sandbox {
    /// `name  summary` for every scenario, aligned, one per line.
    public static func scenarioList() throws(ScenarioError) -> String {
        try SandboxRunner<SomeSandboxDefinition>.scenarioList()
    }

    /// Runs the sandbox: renders the screen once, prints its JSON, or runs the interactive loop.
    /// - Returns: the exit status an app would give for the same state.
    public static func run(_ options: SandboxOptions, io: any TerminalIO) async throws(ScenarioError) -> AppExitCode {
        try await SandboxRunner<SomeSandboxDefinition>.run(options, io: io)
    }
}
