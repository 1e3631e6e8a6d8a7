import AppShell
import Core
import Foundation
import ScenarioFiles
import UIComponent

/// Runs a feature's sandbox: a scenario's screens once, their JSON, the gallery, or the
/// interactive UI.
@MainActor
public enum SandboxRunner<Definition: SandboxDefinition> {
    /// `name  summary` for every bundled scenario, aligned, one per line.
    public static func scenarioList(width: Int = RenderOptions.unbounded) throws(ScenarioError) -> String {
        let names = Definition.folder.names
        var lines: [(String, String)] = []
        for name in names {
            lines.append((name, Definition.summary(of: try Definition.load(name).scenario)))
        }
        let nameWidth = names.map(\.count).max() ?? 0
        // Each summary wrapped beside its name, for a terminal; whole on one line off one.
        return lines.flatMap { TextLayout.wrap($0.1, width: width, hangingAfter: TextLayout.pad($0.0, toWidth: nameWidth) + "  ") }
            .joined(separator: "\n") + "\n"
    }

    /// The screen `text` names (the sandbox's first screen when nil).
    public nonisolated static func screen(_ text: String?) throws(SandboxUsageError) -> SandboxScreen {
        guard let text else {
            let first = Definition.screens[0]
            return SandboxScreen(first.name, id: first.takesID ? "1" : nil)
        }
        return try SandboxScreen(parsing: text, forms: Definition.screens)
    }

    /// Runs the sandbox: the screen once, its JSON, or the interactive UI.
    /// - Returns: the exit status an app would give for what the screen shows.
    /// - Throws: ``ScenarioError`` when the scenario cannot be read.
    public static func run(_ options: SandboxOptions, io: any TerminalIO, err: (any TerminalIO)? = nil) async throws(ScenarioError) -> AppExitCode {
        let address: SandboxScreen
        do {
            address = try screen(options.screen)
        } catch {
            throw ScenarioError(error.description)
        }
        let (scenario, name) = try Definition.load(options.scenario)
        let clock = FixedClock(now: options.now ?? Definition.now(of: scenario))
        let stack = Definition.screens(Definition.path(to: address), scenario: scenario, clock: clock, delayClock: options.delayClock)

        if let mode = options.interactive {
            let host = SandboxHost<Definition>(
                scenario: options.scenario, loaded: scenario, name: name, width: options.layoutWidth,
                color: options.render.color, now: options.now, delayClock: options.delayClock
            )
            return await Interactive.run(stack: stack, options: options.render, mode: mode, io: io, host: host)
        }
        let top = stack[stack.count - 1]
        for screen in stack { await screen.load() }
        let code = top.problem.map { AppExitCode($0.kind) } ?? .ok
        guard options.json else {
            io.write(top.render(options.render) + "\n")
            return code
        }
        // The apps' contract: one document or nothing on standard output; the message, then the
        // JSON error line, on standard error whenever the code is not 0.
        let document = Definition.json(of: top).flatMap { try? JSONValue(parsing: $0) }
        let problem = top.problem
        if let problem {
            err?.write(CommandFailure.text(problem.message, hint: problem.hint) + "\n")
        }
        if document != nil || problem == nil {
            var members = document?.members ?? [:]
            if document == nil {
                // A screen with no model of its own: its title and lines, as the apps' `open` prints them.
                let lines = top.render(RenderOptions(width: options.render.width, color: false)).split(separator: "\n", omittingEmptySubsequences: false)
                members["screen"] = .object(["title": .string(top.title), "lines": .array(lines.map { .string(String($0)) })])
            }
            members["sandbox"] = .string(Definition.commandName)
            members["scenario"] = .string(name)
            io.write(JSONValue.object(members).text(pretty: false) + "\n")
        }
        if let problem { err?.write(code.errorLine(message: problem.message, hint: problem.hint) + "\n") }
        return code
    }

    /// Every chosen scenario at every width, one after the other, each under a heading: for a
    /// person to review in a terminal, a pager or a file. Names may be paths; none means every
    /// bundled scenario.
    public static func gallery(_ names: [String], widths: [Int], screen: String? = nil, color: Bool, now: Date? = nil) async throws(ScenarioError) -> String {
        var out = ""
        for entry in try await galleryEntries(names, widths: widths, screen: screen, color: color, now: now) {
            let theme = Theme(color: color)
            let label = "── \(entry.name) · \(entry.width) columns "
            let heading = TextLayout.truncate(label, toWidth: entry.width) + String(repeating: "─", count: max(0, entry.width - label.displayWidth))
            out += (out.isEmpty ? "" : "\n") + theme.apply(.bold, to: heading) + "\n" + entry.text + "\n"
        }
        return out
    }

    /// What the gallery shows, without the headings: one text per scenario and width, in order.
    /// The golden tests compare these.
    public static func galleryEntries(_ names: [String], widths: [Int], screen: String? = nil, color: Bool = false,
                                      now: Date? = nil) async throws(ScenarioError) -> [(name: String, width: Int, text: String)] {
        var entries: [(name: String, width: Int, text: String)] = []
        for name in names.isEmpty ? Definition.folder.names : names {
            for width in widths {
                let io = BufferedIO()
                _ = try await run(SandboxOptions(scenario: name, screen: screen, render: RenderOptions(width: width, color: color), now: now), io: io)
                entries.append((name, width, String(io.output.dropLast())))
            }
        }
        return entries
    }

    /// Draws `frames` full-screen frames of the scenario's first screen off-screen and says
    /// what they cost (see `scripts/bench-frame`).
    public static func measureFrames(scenario name: String, size: TerminalSize, frames: Int, color: Bool) async throws(ScenarioError) -> String {
        let (scenario, _) = try Definition.load(name)
        let first = try? screen(nil)
        let stack = Definition.screens([first ?? SandboxScreen(Definition.screens[0].name)], scenario: scenario,
                                       clock: FixedClock(now: Definition.now(of: scenario)), delayClock: ImmediateClock())
        let report = await FrameBenchmark.run(stack[0], size: size, frames: frames, color: color)
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
}
