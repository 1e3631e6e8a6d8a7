import ActivityFeatureStubs
import ActivitySandbox
import AppShell
import Core
import Expectations
import Foundation
import SandboxKit
import ScenarioFiles
import Testing
import UIComponent

/// This target's goldens, in `Goldens/` beside this file.
private let goldens = GoldenFiles(beside: #filePath)

@Suite("Every activity scenario, rendered", .timeLimit(.minutes(2)))
@MainActor
struct ActivityScenarioGoldenTests {
    nonisolated static let scenarios = ActivityScenario.names()

    private func render(_ scenario: String, screen: String? = nil, width: Int, json: Bool = false) async throws -> (String, AppExitCode) {
        let io = BufferedIO()
        let options = SandboxOptions(scenario: scenario, screen: screen, render: RenderOptions(width: width, color: false), json: json)
        let status = try await SandboxRunner<ActivitySandboxDefinition>.run(options, io: io)
        return (io.output, status)
    }

    @Test("the bundled scenarios are the documented set")
    func names() {
        expectEqual(Self.scenarios, ["empty", "error", "hostile", "many", "offline", "populated", "slow", "unicode"])
    }

    @Test("matches its reviewed golden at 80 and 40 columns, through the gallery's path", arguments: scenarios)
    func golden(_ scenario: String) async throws {
        for entry in try await SandboxRunner<ActivitySandboxDefinition>.galleryEntries([scenario], widths: [80, 40]) {
            goldens.assert(entry.text + "\n", named: "\(entry.name)-w\(entry.width).txt")
        }
    }

    @Test("the slow scenario waits its 1.5 s on the clock it is given, not in real time")
    func slowRunsOnTheGivenClock() async throws {
        let clock = ImmediateClock()
        let io = BufferedIO()
        let options = SandboxOptions(scenario: "slow", render: RenderOptions(width: 80, color: false), delayClock: clock)
        _ = try await SandboxRunner<ActivitySandboxDefinition>.run(options, io: io)
        goldens.assert(io.output, named: "slow-w80.txt")
        expectEqual(clock.now.offset, .milliseconds(1500))
    }

    @Test("never writes a line wider than asked, at any width, on either screen", arguments: scenarios)
    func fitsWidth(_ scenario: String) async throws {
        for screen in ["list", "some:4"] {
            for width in [20, 33, 40, 61, 80, 120] {
                let (output, _) = try await render(scenario, screen: screen, width: width)
                for line in output.components(separatedBy: "\n") {
                    let columns = line.displayWidth
                    #expect(columns <= width, "\(scenario) \(screen) at \(width): \(columns) columns: \(line)")
                }
            }
        }
    }

    @Test("lets no control character or escape reach the output with colour off", arguments: scenarios)
    func noControls(_ scenario: String) async throws {
        for width in [40, 80] {
            let (output, _) = try await render(scenario, width: width)
            let forbidden: [ClosedRange<UInt32>] = [0x00...0x09, 0x0B...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069]
            let bad = output.unicodeScalars.filter { scalar in forbidden.contains { $0.contains(scalar.value) } }
            expectEmpty(bad, "\(scenario) at \(width): \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test("exits as an app would for the state shown")
    func exitStatus() async throws {
        let expected: [(String, AppExitCode)] = [
            ("populated", .ok), ("empty", .ok), ("slow", .ok), ("many", .ok), ("unicode", .ok), ("hostile", .ok),
            ("error", .unavailable), ("offline", .unavailable),
        ]
        for (scenario, code) in expected {
            let status = try await render(scenario, width: 80).1
            expectEqual(status, code, "\(scenario)")
        }
    }

    @Test("many has 1,000 generated entries, newest first")
    func many() async throws {
        let scenario = try ActivityScenario.load("many")
        guard case .success(let listing) = scenario.responses.list else {
            Issue.record("many has no list")
            return
        }
        expectEqual(listing.entries.count, 1000)
        #expect(zip(listing.entries, listing.entries.dropFirst()).allSatisfy { $0.at >= $1.at })
        let (output, _) = try await render("many", width: 80)
        expectPrefix(output, "Activity · 1000 entries\n")
    }

    @Test("--screen some:ID shows only that some's activity, titled with it")
    func someScreen() async throws {
        let (output, status) = try await render("populated", screen: "some:4", width: 80)
        expectEqual(status, .ok)
        expectEqual(output, """
        Activity of some 4 · 4 entries
        [comment] Ben Ortiz on some 4: Handle ordered; fitting on Monday · just now
        [comment] Aiko Tanaka on some 4: Needs a second coat before the han… · 5 min ago
        [assigned?] Dana Levi on some 4: Assigned to Chen Wei · 16 h ago
        [created] Ben Ortiz on some 4: Replace the broken door handle · 10 days ago

        """)
        let (none, noneStatus) = try await render("populated", screen: "some:99", width: 80)
        expectEqual(noneStatus, .ok)
        expectEqual(none, "Activity of some 99 · 0 entries\n∅ Nothing has happened to some 99 yet.\n")
    }

    @Test("--json prints the activity as the app's --json does, with the sandbox and scenario named")
    func json() async throws {
        let (output, status) = try await render("offline", screen: "some:2", width: 80, json: true)
        expectEqual(status, .unavailable)
        let document = try JSONValue(parsing: output)
        let members = document.members
        expectEqual(members["sandbox"], .string("activity-sandbox"))
        expectEqual(members["scenario"], .string("offline"))
        expectEqual(members["stale"], .bool(true))
        expectEqual(members["fetched_at"], .string("2026-11-20T06:00:00Z"))
        expectEqual(members["filter"], .object(["some_id": .string("2")]))
        expectEqual(members["activity"], .array([.object([
            "id": .string("a8"), "some_id": .string("2"), "kind": .string("status"), "text": .string("open → in progress"),
            "author": .string("Ben Ortiz"), "at": .string("2026-11-20T05:40:00Z"),
        ])]))
    }

    @Test("an unknown scenario is an error that lists the real ones")
    func unknown() async {
        do {
            _ = try await render("nope", width: 80)
            Issue.record("an unknown scenario was accepted")
        } catch let error as ScenarioError {
            expectEqual(error.kind, .unknownName)
            expectEqual(error.message, "no scenario named \"nope\"")
            expectEqual(error.hint?.hasPrefix("name one of empty, error, hostile, many"), true)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
