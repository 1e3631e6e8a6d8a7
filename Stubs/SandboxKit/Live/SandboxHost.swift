import AppShell
import Core
import Foundation
import ScenarioFiles
import UIComponent

/// The sandbox's part in the full-screen UI: keys that switch scenario (`s`), width (`w`),
/// colour (`c`) and the fixed clock (`t`) while it runs, the settings in the footer, and the
/// scenario's file watched on every tick, so that an edit shows within a second. A file that
/// no longer reads leaves the screens as they were and says why, file, line and field, in the
/// status line.
@MainActor
public final class SandboxHost<Definition: SandboxDefinition>: FullScreenHost {
    /// The widths `w` steps through; nil is the terminal's.
    static var widths: [Int?] { [nil, 40, 80, 120] }
    /// How far `t` moves the clock from the scenario's own, one step at a time.
    static var clockSteps: [(label: String, seconds: TimeInterval)] {
        [("", 0), ("+1 day", 86_400), ("+1 week", 7 * 86_400), ("+30 days", 30 * 86_400)]
    }

    private var scenarios: [String]
    private var scenarioIndex = 0
    private var loaded: Definition.Scenario
    private var name: String
    private var file: (url: URL, shownAs: String)?
    private var fingerprint: FileFingerprint?
    private var widthIndex: Int
    private var widthChoices: [Int?]
    public private(set) var color: Bool
    private let fixedNow: Date?
    private var clockStep = 0
    private let delayClock: any Clock<Duration>

    /// A host showing `loaded` (read from `scenario`, a name or a path), starting at `width`
    /// (nil: the terminal's) with colour or not; `now` overrides the scenario's clock.
    public init(scenario: String, loaded: Definition.Scenario, name: String, width: Int?, color: Bool, now: Date?,
                delayClock: any Clock<Duration>) {
        let bundled = Definition.folder.names
        scenarios = bundled.contains(scenario) ? bundled : [scenario] + bundled
        scenarioIndex = scenarios.firstIndex(of: scenario) ?? 0
        self.loaded = loaded
        self.name = name
        widthChoices = Self.widths.contains(width) ? Self.widths : Self.widths + [width]
        widthIndex = widthChoices.firstIndex(of: width) ?? 0
        self.color = color
        fixedNow = now
        self.delayClock = delayClock
        watch(scenario)
    }

    public var keys: [HostKey] {
        [HostKey("s", "next scenario"), HostKey("w", "next width: terminal, 40, 80, 120"), HostKey("c", "colour on, off"),
         HostKey("t", "move the clock: +1 day, +1 week, +30 days, back")]
    }

    public var layoutWidth: Int? { widthChoices[widthIndex] }

    public var footer: String? {
        let width = layoutWidth.map { "\($0) columns" } ?? "terminal width"
        let step = Self.clockSteps[clockStep].label
        return "\(name) · \(width) · colour \(color ? "on" : "off") · clock \(Self.format(now))\(step.isEmpty ? "" : " (\(step))")"
            + " · s w c t switch"
    }

    /// The clock the screens run on now.
    var now: Date {
        (fixedNow ?? Definition.now(of: loaded)).addingTimeInterval(Self.clockSteps[clockStep].seconds)
    }

    public func handle(_ key: Character, stack: [any Screen]) -> HostChange? {
        switch key {
        case "s":
            let from = scenarioIndex
            repeat {
                scenarioIndex = (scenarioIndex + 1) % scenarios.count
                do {
                    let next = try Definition.load(scenarios[scenarioIndex])
                    loaded = next.scenario
                    name = next.name
                    watch(scenarios[scenarioIndex])
                    return HostChange(stack: rebuild(stack), message: ScreenMessage(.info, "Scenario: \(name) — \(Definition.summary(of: loaded))"))
                } catch {
                    // A scenario that does not read is skipped; the next one is tried.
                    continue
                }
            } while scenarioIndex != from
            return HostChange(message: ScreenMessage(.warning, "No other scenario reads; staying on \(name)"))
        case "w":
            widthIndex = (widthIndex + 1) % widthChoices.count
            return HostChange(message: ScreenMessage(.info, "Width: \(layoutWidth.map { "\($0) columns" } ?? "the terminal's")"))
        case "c":
            color.toggle()
            return HostChange(message: ScreenMessage(.info, "Colour \(color ? "on" : "off")"))
        case "t":
            clockStep = (clockStep + 1) % Self.clockSteps.count
            return HostChange(stack: rebuild(stack), message: ScreenMessage(.info, "Clock: \(Self.format(now))"))
        default:
            return nil
        }
    }

    public func tick(stack: [any Screen]) -> HostChange? {
        guard let file else { return nil }
        let now = FileFingerprint(path: file.url.path)
        guard now != fingerprint else { return nil }
        fingerprint = now
        guard now != nil else {
            return HostChange(message: ScreenMessage(.failure, "\(file.shownAs) is gone; still showing the last good version",
                                                     hint: "put the file back to see it again"))
        }
        do {
            let document = try ScenarioDocument(contentsOf: file.url, named: file.shownAs)
            loaded = try Definition.scenario(document, name: name)
        } catch {
            return HostChange(message: ScreenMessage(.failure, error.message, hint: "still showing the last good version; fix the file and save"))
        }
        return HostChange(stack: rebuild(stack), message: ScreenMessage(.success, "Reloaded \(file.shownAs)"))
    }

    /// The same screens, made again from the scenario and clock as they are now.
    private func rebuild(_ stack: [any Screen]) -> [any Screen] {
        var addresses: [SandboxScreen] = []
        for screen in stack {
            guard let address = Definition.address(of: screen) else { break }
            addresses.append(address)
        }
        if addresses.isEmpty { addresses = [SandboxScreen(Definition.screens[0].name)] }
        return Definition.screens(addresses, scenario: loaded, clock: FixedClock(now: now), delayClock: delayClock)
    }

    /// Starts watching the file `scenario` stands for.
    private func watch(_ scenario: String) {
        guard let found = try? Definition.folder.file(for: scenario) else {
            file = nil
            return
        }
        file = (found.url, found.shownAs)
        fingerprint = FileFingerprint(path: found.url.path)
    }

    private static func format(_ date: Date) -> String {
        String(ISO8601.string(from: date).prefix(16)).replacingOccurrences(of: "T", with: " ")
    }
}
