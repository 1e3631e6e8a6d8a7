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
        let body = rows.map { row in columns.indices.map { $0 < row.count ? row[$0] : Cell("") } }
        let natural = columns.indices.map { index in
            let headerWidth = showsHeader ? columns[index].header.displayWidth : 0
            return body.reduce(headerWidth) { max($0, $1[index].text.displayWidth) }
        }
        let widths = TableLayout.fit(
            natural: natural,
            minimums: columns.map(\.minWidth),
            flexible: columns.map(\.flexible),
            width: width
        )
        let lines = body.map { line($0, widths: widths, theme: theme) }
        guard showsHeader else { return lines }
        let header = columns.map { Cell($0.header, style: .bold) }
        let tableWidth = widths.reduce(0, +) + 2 * (widths.count - 1)
        return [line(header, widths: widths, theme: theme), theme.apply(.dim, to: String(repeating: "─", count: tableWidth))]
            + lines
    }

    /// One row: cells truncated and padded to `widths` (which may keep fewer columns than the
    /// row has), styled after padding, trailing spaces trimmed.
    private func line(_ cells: [Cell], widths: [Int], theme: Theme) -> String {
        var segments: [(text: String, style: Style?)] = []
        for (index, width) in widths.enumerated() {
            if index > 0 { segments.append(("  ", nil)) }
            let text = TextLayout.truncate(cells[index].text, toWidth: width)
            let gap = String(repeating: " ", count: width - text.displayWidth)
            switch columns[index].alignment {
            case .left: segments += [(text, cells[index].style), (gap, nil)]
            case .right: segments += [(gap, nil), (text, cells[index].style)]
            }
        }
        while let last = segments.last {
            let trimmed = String(last.text.reversed().drop(while: { $0 == " " }).reversed())
            segments.removeLast()
            if !trimmed.isEmpty {
                segments.append((trimmed, last.style))
                break
            }
        }
        return segments.map { segment in
            segment.style.map { theme.apply($0, to: segment.text) } ?? segment.text
        }.joined()
    }
}
