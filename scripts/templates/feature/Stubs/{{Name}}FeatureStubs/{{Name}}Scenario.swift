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
        if let text = file.now {
            guard let now = ISO8601.date(from: text) else {
                throw document.error(at: "now", "\"\(text)\" is not an ISO-8601 moment such as 2026-11-20T09:00:00Z")
            }
            self.now = now
        } else {
            now = Stub{{Name}}Environment.referenceNow
        }
        if let error = file.error {
            guard let kind = DomainError.Kind(rawValue: error.kind) else {
                throw document.error(at: "error.kind", "\"\(error.kind)\" is not one of \(DomainError.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            items = .failure(DomainError(kind, error.message, hint: error.hint))
        } else {
            items = .success(file.items ?? [])
        }
    }

    private struct File: Decodable {
        struct Failure: Decodable { var kind: String; var message: String; var hint: String? }
        var summary: String
        var now: String?
        var items: [{{Name}}Item]?
        var error: Failure?
    }
}
