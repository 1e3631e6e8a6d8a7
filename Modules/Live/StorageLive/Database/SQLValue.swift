/// A value bound to a statement parameter. Values always travel as bound parameters, never as
/// text spliced into SQL.
enum SQLValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// Text, or NULL when absent.
    static func text(_ value: String?) -> SQLValue {
        value.map(SQLValue.text) ?? .null
    }

    /// An integer from a Swift `Int`.
    static func integer(_ value: Int) -> SQLValue {
        .integer(Int64(value))
    }
}
