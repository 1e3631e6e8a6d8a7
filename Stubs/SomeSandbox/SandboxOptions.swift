import AppShell
import Core
import Foundation

/// How one sandbox run should go; the CLI fills it from its flags.
public struct SandboxOptions: Sendable {
    /// The scenario to load.
    public var scenario: String
    /// Layout and colour.
    public var render: RenderOptions
    /// A fixed "now" overriding the scenario's.
    public var now: Date?
    /// Print the normalized JSON model instead of the screen.
    public var json: Bool
    /// Run interactively, in this mode, instead of rendering once.
    public var interactive: InteractiveMode?
    /// What the scenario's `delay_ms` is slept on: immediate unless told, so tests never wait;
    /// the CLI passes `ContinuousClock()` for the interactive UI, where a person watches.
    public var delayClock: any Clock<Duration>

    public init(
        scenario: String, render: RenderOptions, now: Date? = nil, json: Bool = false, interactive: InteractiveMode? = nil,
        delayClock: any Clock<Duration> = ImmediateClock()
    ) {
        self.scenario = scenario
        self.render = render
        self.now = now
        self.json = json
        self.interactive = interactive
        self.delayClock = delayClock
    }
}
