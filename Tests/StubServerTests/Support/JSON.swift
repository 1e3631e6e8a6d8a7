import Foundation

/// A parsed JSON value, for comparing response bodies exactly (keys, nulls, types).
enum JSON: Equatable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSON].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSON].self)) }
    }

    /// Parses `data`, throwing when it is not JSON.
    static func parse(_ data: Data) throws -> JSON {
        try JSONDecoder().decode(JSON.self, from: data)
    }

    /// Parses a literal written in a test.
    static func literal(_ text: String) -> JSON {
        try! parse(Data(text.utf8))
    }

    subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    subscript(index: Int) -> JSON? {
        if case .array(let array) = self, array.indices.contains(index) { return array[index] }
        return nil
    }

    var keys: Set<String> {
        if case .object(let object) = self { return Set(object.keys) }
        return []
    }

    var array: [JSON] {
        if case .array(let array) = self { return array }
        return []
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var int: Int? {
        if case .number(let value) = self { return Int(exactly: value) }
        return nil
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let values): "[\(values.map(\.description).joined(separator: ","))]"
        case .object(let object): "{\(object.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ","))}"
        }
    }
}
