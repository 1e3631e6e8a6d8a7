import ArgumentParser
import Core

/// The fields `--json=id,title,status` keeps of each record (each item), like `gh --json`.
/// Empty keeps everything. The document's own fields (app, context, freshness) always stay.
public struct JSONFields: Sendable, Hashable {
    /// The names asked for, in the order given.
    public var names: [String]

    /// Everything.
    public init() { names = [] }

    /// Reads `id,title,status`.
    /// - Throws: `ValidationError` naming an unknown field and listing the known ones.
    public init(_ list: String, known: [String]) throws {
        names = list.split(separator: ",").map { $0.trimmed() }.filter { !$0.isEmpty }
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw ValidationError("--json: no field \"\(unknown)\"; fields: \(known.joined(separator: ","))")
        }
    }

    /// `record` with only the chosen fields (a record that is not an object is left as is).
    public func apply(to record: JSONValue) -> JSONValue {
        guard !names.isEmpty, case .object(let members) = record else { return record }
        return .object(members.filter { names.contains($0.key) })
    }
}
