import Core
import Foundation
import ScenarioFiles
import SomeFeatureStubs

/// A state of the world for OtherFeature, from a scenario file: the others that exist, or the
/// error every request for one fails with.
///
/// `{"summary": "...", "now": "2026-11-20T09:00:00Z", "others": [{"id", "name", "kind"}]}`, or
/// with `"error": {"kind", "message", "hint"}` instead of `others`
/// (docs/scenario-testing.md).
public struct OtherScenario: Sendable {
    /// Its file name without `.json`.
    public let name: String
    /// One line on what it shows.
    public let summary: String
    /// Its fixed clock.
    public let now: Date
    /// What the backend answers.
    public let responses: StubSomeAPIClient.Responses

    /// The bundled scenarios (`Stubs/OtherFeatureStubs/Scenarios`).
    public static var folder: ScenarioFolder {
        ScenarioFolder(Bundle.module.resourceURL!.appendingPathComponent("Scenarios"))
    }

    /// Reads a scenario from its file.
    /// - Throws: ``ScenarioError`` at the line and field of the first thing that is wrong.
    public init(_ document: ScenarioDocument, name: String) throws(ScenarioError) {
        try document.checkKeys(["": ["summary", "now", "others", "error"], "others[]": ["id", "name", "kind"],
                                "error": ["kind", "message", "hint"]])
        let file = try document.decode(File.self)
        self.name = name
        summary = file.summary
        now = try ScenarioParts.date(file.now, at: "now", in: document)
        var others: [OtherID: Other] = [:]
        for (index, other) in (file.others ?? []).enumerated() {
            guard others[OtherID(other.id)] == nil else {
                throw document.error(at: "others[\(index)].id", "another other already has the id \"\(other.id)\"")
            }
            others[OtherID(other.id)] = Other(id: OtherID(other.id), name: other.name, kind: other.kind)
        }
        let failure = try file.error?.domainError(at: "error", in: document)
        responses = StubSomeAPIClient.Responses(others: others, otherFailure: failure)
    }

    private struct File: Decodable {
        /// `{"id", "name", "kind"}`: an other.
        struct OtherJSON: Decodable {
            var id: String
            var name: String
            var kind: String
        }

        var summary: String
        var now: String
        var others: [OtherJSON]?
        var error: ScenarioParts.Error?
    }
}
