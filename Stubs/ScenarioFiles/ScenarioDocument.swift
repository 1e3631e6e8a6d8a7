import Foundation

/// A scenario file read from disk and checked to be JSON, which turns every later problem into
/// a ``ScenarioError`` naming the file, the line and the field.
///
/// A feature's scenario type decodes its own shape from it (``decode(_:)``), checks the keys
/// (``checkKeys(_:)``) and reports what its values mean wrongly (``error(at:_:)``).
public struct ScenarioDocument: Sendable {
    /// The file as it was named (`Stubs/x.json`, `/tmp/mine.json`).
    public let path: String
    /// Its bytes.
    public let data: Data
    private let index: JSONLineIndex

    /// Reads and scans the file at `url`.
    /// - Throws: ``ScenarioError`` when it cannot be read or is not JSON (with line and column).
    public init(contentsOf url: URL, named path: String? = nil) throws(ScenarioError) {
        let path = path ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let missing = !FileManager.default.fileExists(atPath: url.path)
            throw ScenarioError(missing ? .missingFile : .invalid, file: path, problem: missing
                ? "no such file; give a scenario's name, or the path of a .json file that exists"
                : "cannot be read (\((error as NSError).localizedDescription))")
        }
        try self.init(data: data, path: path)
    }

    /// Scans `data` as the contents of `path`.
    /// - Throws: ``ScenarioError`` at the first place that is not JSON.
    public init(data: Data, path: String) throws(ScenarioError) {
        self.path = path
        self.data = data
        do {
            index = try JSONLineIndex(Array(data))
        } catch {
            throw ScenarioError(file: path, line: error.line, column: error.column, problem: "not valid JSON: \(error.problem)")
        }
    }

    /// Decodes the document as `T`.
    /// - Throws: ``ScenarioError`` at the line of the field that is missing or of the wrong type.
    public func decode<T: Decodable>(_ type: T.Type) throws(ScenarioError) -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw ScenarioError(file: path, problem: "\(error)")
        }
    }

    /// Fails on the first key that is not one of `allowed`: by the object's path (`""` for the
    /// document, `stale`, `somes[]` for every item of `somes`), the keys it may have.
    /// - Throws: ``ScenarioError`` at the unknown key's line, naming the keys that are allowed.
    public func checkKeys(_ allowed: [String: [String]]) throws(ScenarioError) {
        for (path, keys) in index.keys.sorted(by: { (index.lines[$0.key] ?? 0) < (index.lines[$1.key] ?? 0) }) {
            guard let expected = allowed[Self.pattern(of: path)] else { continue }
            for key in keys where !expected.contains(key) {
                let field = path.isEmpty ? key : "\(path).\(key)"
                throw error(at: field, "unknown key; \(path.isEmpty ? "a scenario" : "this object") has \(expected.joined(separator: ", "))")
            }
        }
    }

    /// An error about the value at `field` (`somes[1].status`), at its line.
    public func error(at field: String, _ problem: String) -> ScenarioError {
        ScenarioError(file: path, line: index.line(of: field), field: field, problem: problem)
    }

    /// `somes[3].x` → `somes[].x`: the path with item numbers left out.
    static func pattern(of path: String) -> String {
        path.replacingOccurrences(of: #"\[[0-9]+\]"#, with: "[]", options: .regularExpression)
    }

    private func describe(_ error: DecodingError) -> ScenarioError {
        func field(_ path: [any CodingKey]) -> String {
            path.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = field(context.codingPath)
            let name = parent.isEmpty ? key.stringValue : "\(parent).\(key.stringValue)"
            return ScenarioError(file: path, line: index.line(of: parent), field: name, problem: "missing; it is required")
        case .typeMismatch(let type, let context):
            return self.error(at: field(context.codingPath), "expected \(Self.describe(type))")
        case .valueNotFound(let type, let context):
            return self.error(at: field(context.codingPath), "is null; expected \(Self.describe(type))")
        case .dataCorrupted(let context):
            return self.error(at: field(context.codingPath), context.debugDescription)
        @unknown default:
            return ScenarioError(file: path, problem: "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        if type is String.Type { return "a string in double quotes" }
        if type is Int.Type || type is Double.Type { return "a number" }
        if type is Bool.Type { return "true or false" }
        return "\(type)".hasPrefix("Array") ? "a list [...]" : "an object {...}"
    }
}
