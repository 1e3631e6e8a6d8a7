import AppShell
import Core
import Expectations
import ScenarioFiles
import SomeFeatureStubs
import SandboxKit
import SomeSandbox
import Testing
import UIComponent

/// This target's goldens, in `Goldens/` beside this file.
private let goldens = GoldenFiles(beside: #filePath)

@Suite("Every scenario, rendered", .timeLimit(.minutes(2)))
@MainActor
struct ScenarioGoldenTests {
    nonisolated static let scenarios = Scenario.names()

    private func render(_ scenario: String, width: Int, json: Bool = false) async throws -> (String, AppExitCode) {
        let io = BufferedIO()
        let options = SandboxOptions(scenario: scenario, render: RenderOptions(width: width, color: false), json: json)
        let status = try await Sandbox.run(options, io: io)
        return (io.output, status)
    }

    @Test("the bundled scenarios are the documented set")
    func names() {
        expectEqual(Self.scenarios, ["empty", "error", "hostile", "many", "offline", "populated", "rejected", "slow", "unicode"])
    }

    @Test("matches its reviewed golden at 80 and 40 columns, through the gallery's path", arguments: scenarios)
    func golden(_ scenario: String) async throws {
        for entry in try await SandboxRunner<SomeSandboxDefinition>.galleryEntries([scenario], widths: [80, 40]) {
            goldens.assert(entry.text + "\n", named: "\(entry.name)-w\(entry.width).txt")
        }
    }

    @Test("the slow scenario waits its 1.5 s on the clock it is given, not in real time")
    func slowRunsOnTheGivenClock() async throws {
        let clock = ImmediateClock()
        let io = BufferedIO()
        let options = SandboxOptions(scenario: "slow", render: RenderOptions(width: 80, color: false), delayClock: clock)
        _ = try await Sandbox.run(options, io: io)
        goldens.assert(io.output, named: "slow-w80.txt")
        expectEqual(clock.now.offset, .milliseconds(1500))
    }

    @Test("never writes a line wider than asked, at any width", arguments: scenarios)
    func fitsWidth(_ scenario: String) async throws {
        for width in [20, 33, 40, 61, 80, 120] {
            let (output, _) = try await render(scenario, width: width)
            for line in output.components(separatedBy: "\n") {
                let columns = line.displayWidth
                #expect(columns <= width, "\(scenario) at \(width): \(columns) columns: \(line)")
            }
        }
    }

    @Test("lets no control character or escape reach the output with colour off", arguments: scenarios)
    func noControls(_ scenario: String) async throws {
        let (output, _) = try await render(scenario, width: 80)
        let forbidden: [ClosedRange<UInt32>] = [0x00...0x09, 0x0B...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069]
        let bad = output.unicodeScalars.filter { scalar in forbidden.contains { $0.contains(scalar.value) } }
        expectEmpty(bad, "\(scenario): \(bad.map { String($0.value, radix: 16) })")
    }

    @Test("exits as an app would for the state shown")
    func exitStatus() async throws {
        let expected: [(String, AppExitCode)] = [("populated", .ok), ("empty", .ok), ("error", .unavailable), ("offline", .unavailable)]
        for (scenario, code) in expected {
            let status = try await render(scenario, width: 80).1
            expectEqual(status, code, "\(scenario)")
        }
    }

    @Test("an unknown scenario is an error that lists the real ones")
    func unknown() async {
        do {
            _ = try await render("nope", width: 80)
            Issue.record("an unknown scenario was accepted")
        } catch let error as ScenarioError {
            expectEqual(error.message, "no scenario named \"nope\"")
            expectEqual(error.hint?.hasPrefix("name one of empty, error, hostile"), true)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
