/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable {
    /// Columns across.
    public var columns: Int
    /// Rows down.
    public var rows: Int

    /// Makes a size; negative numbers count as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }
}
