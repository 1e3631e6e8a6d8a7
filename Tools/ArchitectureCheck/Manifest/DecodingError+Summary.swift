extension DecodingError {
    /// One line a person can act on: what was wrong and where in the document.
    var summary: String {
        switch self {
        case let .keyNotFound(key, context):
            return "missing \"\(key.stringValue)\"\(Self.location(context.codingPath))"
        case let .typeMismatch(type, context):
            return "expected \(Self.describe(type))\(Self.location(context.codingPath))"
        case let .valueNotFound(type, context):
            return "expected \(Self.describe(type)) but found null\(Self.location(context.codingPath))"
        case let .dataCorrupted(context):
            guard !context.codingPath.isEmpty else {
                return "not valid JSON" + (context.underlyingError.map { ": \($0.localizedDescription)" } ?? "")
            }
            return "\(context.debugDescription)\(Self.location(context.codingPath))"
        @unknown default:
            return "\(self)"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "" }
        let keys = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return "\(type)"
        }
    }
}
