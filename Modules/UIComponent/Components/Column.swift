/// A column of a ``Table``: its header, alignment, and how it gives way when space runs out.
public struct Column: Sendable, Hashable {
    /// The header text, sanitised to one line.
    public let header: String
    /// Where cells sit in the column.
    public let alignment: Alignment
    /// The narrowest the column shrinks to before columns are dropped (at least 1).
    public let minWidth: Int
    /// Whether the column gives up width first (titles, descriptions).
    public let flexible: Bool

    /// Makes a column; `header` is sanitised with ``Sanitizer/singleLine(_:)``.
    public init(_ header: String, alignment: Alignment = .left, minWidth: Int = 1, flexible: Bool = false) {
        self.header = Sanitizer.singleLine(header)
        self.alignment = alignment
        self.minWidth = max(1, minWidth)
        self.flexible = flexible
    }
}
