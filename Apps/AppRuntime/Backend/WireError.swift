/// Describes a decoding failure by the path of the field, for people.
public enum WireError {
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
