/// A table's columns fitted to one width, drawing one row at a time: how a long list draws only
/// the rows on screen.
///
/// Measure the rows once, when they change (``Table/naturalWidths(columns:rows:showsHeader:)``),
/// then fit the measure to each width; ``line(_:theme:)`` then lays out one row, whatever the
/// number of rows. ``Table/render(width:theme:showsHeader:)`` is this for every row at once.
public struct FittedTable: Sendable {
    /// The columns, left to right.
    public let columns: [Column]
    /// The width of each column kept; trailing columns that did not fit are gone.
    public let widths: [Int]

    /// Fits columns whose widest contents are `naturalWidths` into `width` (see ``Table``).
    public init(columns: [Column], naturalWidths: [Int], width: Int) {
        self.columns = columns
        guard width > 0, !columns.isEmpty else {
            widths = []
            return
        }
        widths = TableLayout.fit(
            natural: columns.indices.map { $0 < naturalWidths.count ? naturalWidths[$0] : 0 },
            minimums: columns.map(\.minWidth),
            flexible: columns.map(\.flexible),
            width: width
        )
    }

    /// The columns that did not fit the width, left to right.
    public var hiddenColumns: [Column] { Array(columns.dropFirst(widths.count)) }

    /// The header row in bold and the dim rule under it.
    public func header(theme: Theme) -> [String] {
        guard !widths.isEmpty else { return [] }
        let tableWidth = widths.reduce(0, +) + 2 * (widths.count - 1)
        return [
            line(columns.map { Cell($0.header, style: .bold) }, theme: theme),
            theme.apply(.dim, to: String(repeating: "─", count: tableWidth)),
        ]
    }

    /// One row: cells truncated and padded to the widths (a short row is padded with empty
    /// cells), styled after padding, trailing spaces trimmed.
    public func line(_ cells: [Cell], theme: Theme) -> String {
        var segments: [(text: String, style: Style?)] = []
        for (index, width) in widths.enumerated() {
            let cell = index < cells.count ? cells[index] : Cell("")
            if index > 0 { segments.append(("  ", nil)) }
            let text = TextLayout.truncate(cell.text, toWidth: width)
            let gap = String(repeating: " ", count: width - text.displayWidth)
            switch columns[index].alignment {
            case .left: segments += [(text, cell.style), (gap, nil)]
            case .right: segments += [(gap, nil), (text, cell.style)]
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

extension Table {
    /// Each column's widest content over `rows` (and its header when `showsHeader`): the
    /// measure a ``FittedTable`` fits to a width.
    public static func naturalWidths(columns: [Column], rows: some Sequence<[Cell]>, showsHeader: Bool = true) -> [Int] {
        var widths = columns.map { showsHeader ? $0.header.displayWidth : 0 }
        for row in rows {
            for index in widths.indices where index < row.count {
                widths[index] = max(widths[index], row[index].text.displayWidth)
            }
        }
        return widths
    }
}
