/// Describes a decoding failure by the path of the field, for people.
public enum WireError {
    /// The longest a value from the backend is quoted in a message.
    public static let excerptLength = 40

    /// `text` as is when short, else its start and `…`: values quoted in messages come from the
    /// backend and may be of any length.
    public static func excerpt(_ text: String) -> String {
        text.count <= excerptLength ? text : String(text.prefix(excerptLength - 1)) + "…"
    }

    /// `value` quoted for a message, cut to ``excerptLength``: `"2026-02-30"`.
    public static func quoted(_ value: String) -> String {
        "\"" + excerpt(value) + "\""
    }

    /// "a string", "a number", ... for the type a field should have had.
    static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is Int32.Type, is Double.Type: "a number"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    /// "somes[2].state: expected a string" style text.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let text = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the body" : text)
        }
        switch error {
        case .keyNotFound(let key, let context):
            let at = path(context)
            return "missing \"\(key.stringValue)\"" + (at == "the body" ? "" : " in \(at)")
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not a \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected a \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "not valid JSON"
        }
    }
}
