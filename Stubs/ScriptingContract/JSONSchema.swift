import Core
import Foundation

/// The part of JSON Schema (2020-12) the documented schemas in docs/schemas use: `type`,
/// `required`, `properties`, `additionalProperties: false`, `items`, `enum`, `oneOf`, `allOf`
/// and `$ref` to `#/$defs/…` in the same or a sibling file. Anything else in a schema is a
/// test failure, so a schema can never claim more than is checked.
public struct JSONSchema: Sendable {
    /// The folder the schemas were read from.
    public let folder: URL
    private var files: [String: JSONValue] = [:]

    /// The schemas in docs/schemas of this checkout.
    public init() throws {
        folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/schemas")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            files[name] = try JSONValue(parsing: data)
        }
    }

    /// The ways `value` breaks schema `file` (empty when it conforms).
    public func problems(_ value: JSONValue, against file: String) -> [String] {
        guard let schema = files[file] else { return ["no schema \(file)"] }
        var found: [String] = []
        check(value, schema, file: file, at: "$", into: &found)
        return found
    }

    private static let understood: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "title", "description", "type", "required", "properties",
        "additionalProperties", "items", "enum", "oneOf", "allOf",
    ]

    private func check(_ value: JSONValue, _ schema: JSONValue, file: String, at path: String, into found: inout [String]) {
        let rules = schema.members
        for key in rules.keys where !Self.understood.contains(key) {
            found.append("\(file): the schema uses \(key), which this checker does not check")
        }
        if case .string(let ref)? = rules["$ref"] {
            let (target, resolvedFile) = resolve(ref, from: file)
            guard let target else { return found.append("\(path): unresolvable $ref \(ref)") }
            check(value, target, file: resolvedFile, at: path, into: &found)
        }
        if case .array(let all)? = rules["allOf"] {
            for sub in all { check(value, sub, file: file, at: path, into: &found) }
        }
        if case .array(let options)? = rules["oneOf"] {
            let matching = options.filter { option in
                var scratch: [String] = []
                check(value, option, file: file, at: path, into: &scratch)
                return scratch.isEmpty
            }
            if matching.count != 1 { found.append("\(path): matches \(matching.count) of oneOf's \(options.count) schemas") }
        }
        if let type = rules["type"] {
            let allowed: [String] = switch type {
            case .string(let one): [one]
            case .array(let many): many.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: []
            }
            if !allowed.contains(Self.typeName(value)) && !(allowed.contains("number") && Self.typeName(value) == "integer") {
                found.append("\(path): is \(Self.typeName(value)), expected \(allowed.joined(separator: " or "))")
                return
            }
        }
        if case .array(let options)? = rules["enum"], !options.contains(value) {
            found.append("\(path): \(value.text(pretty: false)) is not one of \(JSONValue.array(options).text(pretty: false))")
        }
        if case .object(let members) = value {
            if case .array(let required)? = rules["required"] {
                for case .string(let name) in required where members[name] == nil {
                    found.append("\(path): missing \"\(name)\"")
                }
            }
            let properties = rules["properties"]?.members ?? [:]
            for (name, member) in members {
                if let sub = properties[name] {
                    check(member, sub, file: file, at: "\(path).\(name)", into: &found)
                } else if rules["additionalProperties"] == .bool(false) {
                    found.append("\(path): unexpected \"\(name)\"")
                }
            }
        }
        if case .array(let items) = value, let itemSchema = rules["items"] {
            for (index, item) in items.enumerated() { check(item, itemSchema, file: file, at: "\(path)[\(index)]", into: &found) }
        }
    }

    private func resolve(_ ref: String, from file: String) -> (JSONValue?, String) {
        let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].isEmpty ? file : parts[0]
        var node = files[target]
        for step in (parts.count > 1 ? parts[1] : "").split(separator: "/") {
            node = node?.members[String(step)]
        }
        return (node, target)
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
