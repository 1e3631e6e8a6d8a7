import Foundation

/// The one JSON encoder and decoder of the stub server.
///
/// Keys come out sorted (Foundation does not keep declaration order), Japanese text as UTF-8
/// and slashes unescaped, so the same value always encodes to the same bytes.
public enum WireJSON {
    public static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            // Only our own wire structs are encoded here; failing is a programming error.
            preconditionFailure("stub-server could not encode \(type(of: value)): \(error)")
        }
    }

    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }
}
