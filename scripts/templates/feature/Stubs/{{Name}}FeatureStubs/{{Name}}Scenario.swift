import Core
import {{Name}}Feature
import Foundation
import ScenarioFiles

/// A state of the world for {{Name}}Feature, from a scenario file (bundled in `Scenarios/`, or
/// any path): `{"summary": "...", "items": [{"id": "1", "title": "...", "marked": false}]}` or
/// `{"summary": "...", "error": {"kind": "...", "message": "...", "hint": "..."}}`, with an
/// optional `"now"` (ISO-8601) for its clock.
public struct {{Name}}Scenario: Sendable {
    public let name: String
    public let summary: String
    public let now: Date
    public let items: Result<[{{Name}}Item], DomainError>

    /// The bundled scenarios.
    public static var folder: ScenarioFolder {
        ScenarioFolder(Bundle.module.resourceURL!.appendingPathComponent("Scenarios"))
    }

    /// Reads a scenario; the error names the file, the line and the field that are wrong.
    public init(_ document: ScenarioDocument, name: String) throws(ScenarioError) {
        try document.checkKeys(["": ["summary", "now", "items", "error"], "items[]": ["id", "title", "marked"],
                                "error": ["kind", "message", "hint"]])
        let file = try document.decode(File.self)
        self.name = name
        summary = file.summary
        now = try file.now.map { (text) throws(ScenarioError) in try ScenarioParts.date(text, at: "now", in: document) }
            ?? Stub{{Name}}Environment.referenceNow
        if let error = try file.error?.domainError(at: "error", in: document) {
            items = .failure(error)
        } else {
            items = .success(file.items ?? [])
        }
    }

    private struct File: Decodable {
        var summary: String
        var now: String?
        var items: [{{Name}}Item]?
        var error: ScenarioParts.Error?
    }
}
