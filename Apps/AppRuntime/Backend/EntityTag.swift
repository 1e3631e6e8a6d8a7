/// An `If-Match` value from the version a backend gave: an entity-tag as sent (`"v1"`, a weak
/// `W/"v1"`) stays as it is; a bare version (Kinto's `last_modified`, `1712345678901`) is quoted,
/// as RFC 9110 §8.8.3 spells an entity-tag. Nil for a version no entity-tag can hold (a `"`
/// inside it, a control character, or nothing).
public enum EntityTag {
    public static func ifMatch(_ version: String) -> String? {
        let scalars = Array(version.unicodeScalars)
        func opaque(_ inner: ArraySlice<Unicode.Scalar>) -> Bool {
            inner.allSatisfy { $0 == "!" || ($0.value >= 0x23 && $0.value != 0x7F) }
        }
        if scalars.count >= 2, scalars.first == "\"", scalars.last == "\"", opaque(scalars.dropFirst().dropLast()) { return version }
        if scalars.count >= 4, version.hasPrefix("W/\""), scalars.last == "\"", opaque(scalars.dropFirst(3).dropLast()) { return version }
        guard !scalars.isEmpty, opaque(scalars[...]) else { return nil }
        return "\"\(version)\""
    }
}
