import Core
import Foundation
import ScenarioFiles
import SomeFeatureStubs

extension FuzzTarget {
    /// A scenario file as `some-sandbox --scenario PATH.json` opens it.
    static let scenarioFile = FuzzTarget(
        "scenario-file",
        "a scenario file loaded from disk as some-sandbox --scenario PATH.json loads it"
    ) { input throws(FuzzFailure) in
        let file = ScenarioScratch.file
        do {
            try input.write(to: file)
        } catch {
            throw FuzzFailure(message: "cannot write the input to \(file.path): \(error)")
        }
        let scenario: Scenario
        do throws(ScenarioError) {
            scenario = try Scenario.load(from: file)
        } catch {
            try require(error.message.contains(file.path), "the error does not name the file: \(error.message)")
            return
        }
        // The first and last somes: a generated list of 100,000 is made by one loop, and checking
        // each of them would take the fuzzer past its time limit, not the sandbox.
        if case .success(let listing) = scenario.responses.list {
            for some in listing.somes.prefix(50) + listing.somes.dropFirst(50).suffix(50) { try WireCheck.requireStableJSON(some) }
        }
    }
}

/// The one file this process writes each input to, in a folder removed when the process exits.
private enum ScenarioScratch {
    static let file: URL = {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScenarioScratch.folder) }
        return folder.appendingPathComponent("input.json")
    }()

    static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-scenario-\(getpid())")
    }
}
