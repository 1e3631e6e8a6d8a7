/// Rows of text in aligned columns that always fit the terminal width.
///
/// Layout: columns are separated by two spaces; the header row is bold and followed by a dim
/// rule of `─` as wide as the table. When the natural widths do not fit, flexible columns
/// shrink first (widest first), then the others right to left, each down to its minimum; if
/// that is still too wide, trailing columns are dropped (never the first). Cells that no longer
/// fit are truncated with `…`. Trailing spaces are trimmed from every line.
public struct Table: Sendable {
    /// The columns, left to right.
    public let columns: [Column]
    /// The body rows; a short row is padded with empty cells, extra cells are ignored.
    public let rows: [[Cell]]

    /// Makes a table.
    public init(columns: [Column], rows: [[Cell]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as lines, each at most `width` columns wide (measured without styling); no
    /// lines when `width < 1` or there are no columns.
    ///
    /// - Parameter showsHeader: false leaves out the header row and its rule (key–value
    ///   listings); headers then take no part in the column widths.
    public func render(width: Int, theme: Theme, showsHeader: Bool = true) -> [String] {
        guard width > 0, !columns.isEmpty else { return [] }
        let natural = Table.naturalWidths(columns: columns, rows: rows, showsHeader: showsHeader)
        let fitted = FittedTable(columns: columns, naturalWidths: natural, width: width)
        let lines = rows.map { fitted.line($0, theme: theme) }
        return showsHeader ? fitted.header(theme: theme) + lines : lines
    }
}
