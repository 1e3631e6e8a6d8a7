import AppShell
import Core
import Foundation

/// How one sandbox run should go; the command line fills it from its flags.
public struct SandboxOptions: Sendable {
    /// The scenario: a bundled name, or the path of a file.
    public var scenario: String
    /// The screen to start on (`list`, `details:3`); nil: the sandbox's first.
    public var screen: String?
    /// Layout and colour.
    public var render: RenderOptions
    /// The width asked for (`--width`), which the full-screen UI starts with; nil: the
    /// terminal's. (`render` has the width one-shot output uses.)
    public var layoutWidth: Int?
    /// A fixed "now" overriding the scenario's.
    public var now: Date?
    /// Print the screen's JSON instead of the screen.
    public var json: Bool
    /// Run interactively, in this mode, instead of rendering once.
    public var interactive: InteractiveMode?
    /// What the scenario's `delay_ms` is slept on: immediate unless told, so tests never wait;
    /// the command line passes `ContinuousClock()` for the interactive UI, where a person watches.
    public var delayClock: any Clock<Duration>

    public init(
        scenario: String, screen: String? = nil, render: RenderOptions, now: Date? = nil, json: Bool = false,
        interactive: InteractiveMode? = nil, layoutWidth: Int? = nil, delayClock: any Clock<Duration> = ImmediateClock()
    ) {
        self.layoutWidth = layoutWidth
        self.scenario = scenario
        self.screen = screen
        self.render = render
        self.now = now
        self.json = json
        self.interactive = interactive
        self.delayClock = delayClock
    }
}
