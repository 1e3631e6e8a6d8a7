import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureStubs
import Testing

/// The JSON Schema in docs/scenario-testing.md: it names exactly the keys the reader accepts,
/// and every bundled scenario is valid against it.
@Suite("The scenario JSON Schema in the docs", .timeLimit(.minutes(2)))
struct ScenarioSchemaTests {
    private static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/scenario-testing.md")

    /// The ```json block after `<!-- schema: some-scenario -->`.
    private func schema() throws -> [String: Any] {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- schema: some-scenario -->\n```json\n"))
        let end = try #require(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(text[marker.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test("names the keys the reader accepts, and requires the ones it requires")
    func keys() throws {
        let root = try schema()
        let properties = try #require(root["properties"] as? [String: Any])
        expectEqual(Set(properties.keys), Set(SomeScenarioFile.keys))
        expectEqual(Set(root["required"] as? [String] ?? []), Set(SomeScenarioFile.requiredKeys))
        let resolve = { (node: Any?) -> [String: Any]? in
            guard let node = node as? [String: Any] else { return nil }
            if let ref = node["$ref"] as? String, ref == "#/$defs/error" { return (root["$defs"] as? [String: Any])?["error"] as? [String: Any] }
            return (node["items"] as? [String: Any]) ?? node
        }
        for (path, keys) in SomeScenarioFile.nestedKeys {
            var node: [String: Any]? = root
            for part in path.split(separator: ".") {
                let name = part.hasSuffix("[]") ? String(part.dropLast(2)) : String(part)
                node = resolve((node?["properties"] as? [String: Any])?[name])
            }
            let named = try #require(node?["properties"] as? [String: Any], "no properties for \(path)")
            expectEqual(Set(named.keys), Set(keys), "\(path)")
        }
    }

    @Test("every bundled scenario is valid against it", arguments: Scenario.names())
    func bundled(_ name: String) throws {
        let root = try schema()
        let url = Scenario.folder.url.appendingPathComponent("\(name).json")
        let value = try JSONSerialization.jsonObject(with: try Data(contentsOf: url), options: .fragmentsAllowed)
        let problems = Validator(root: root).check(value, against: root, at: name)
        expectEmpty(problems, "\(problems)")
    }

    @Test("the validator this test uses finds what is wrong")
    func validatorFinds() throws {
        let root = try schema()
        let bad: [String: Any] = ["summary": "x", "now": 3, "somes": [["id": "1", "title": "t", "status": "opn", "updated_at": "x"]],
                                  "complete": "maybe", "extra": true]
        let problems = Validator(root: root).check(bad, against: root, at: "bad")
        expectEqual(problems.sorted(), ["bad.complete: not one of the allowed values", "bad.extra: not allowed", "bad.now: not a string"])
    }
}

/// The part of JSON Schema the schema uses: type, enum, required, properties,
/// additionalProperties false, items, minimum, maximum, and $ref into $defs.
private struct Validator {
    let root: [String: Any]

    func check(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
        if let ref = schema["$ref"] as? String {
            let name = String(ref.dropFirst("#/$defs/".count))
            guard let target = (root["$defs"] as? [String: Any])?[name] as? [String: Any] else { return ["\(path): unknown \(ref)"] }
            return check(value, against: target, at: path)
        }
        if let allowed = schema["enum"] as? [Any] {
            return allowed.contains { ($0 as? NSObject)?.isEqual(value) == true } ? [] : ["\(path): not one of the allowed values"]
        }
        if let type = schema["type"] {
            let types = (type as? [String]) ?? [type as? String ?? ""]
            guard types.contains(where: { Self.matches(value, $0) }) else { return ["\(path): not a \(types.joined(separator: " or "))"] }
        }
        var problems: [String] = []
        if let number = value as? Int {
            if let minimum = schema["minimum"] as? Int, number < minimum { problems.append("\(path): below \(minimum)") }
            if let maximum = schema["maximum"] as? Int, number > maximum { problems.append("\(path): above \(maximum)") }
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil { problems.append("\(path).\(key): missing") }
            for (key, item) in object {
                if let property = properties[key] as? [String: Any] {
                    problems += check(item, against: property, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path).\(key): not allowed")
                }
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() { problems += check(item, against: items, at: "\(path)[\(index)]") }
        }
        return problems
    }

    private static func matches(_ value: Any, _ type: String) -> Bool {
        switch type {
        case "string": value is String
        case "integer": !(value is String) && (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } == true
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "null": value is NSNull
        case "boolean": value is Bool
        default: false
        }
    }
}
