import CSQLite

/// The current row of a stepping statement; valid only inside the closure it is passed to.
struct Row {
    let handle: OpaquePointer

    /// The column as an integer (0 for NULL).
    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// The column as a Swift `Int` (0 for NULL).
    func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    /// The column as a double (0 for NULL).
    func double(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// The column as a double, or nil when it is NULL.
    func optionalDouble(_ column: Int32) -> Double? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        return double(column)
    }

    /// The column as text, or nil when it is NULL.
    func optionalText(_ column: Int32) -> String? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        return text(column)
    }

    /// The column as text ("" for NULL).
    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }
}
