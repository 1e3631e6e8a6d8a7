/// What a screen shows, laid out for one width: lines that stay at the top, then rows that
/// scroll under them.
@MainActor
public struct ScreenContent {
    /// Lines that stay put above the rows: a summary, a banner, column headings.
    public var header: [String]
    /// The rows under the header, drawn on demand.
    public var rows: ScreenRows

    /// Content with selectable (or scrollable) `rows` under `header`.
    public init(header: [String] = [], rows: ScreenRows) {
        self.header = header
        self.rows = rows
    }

    /// Content whose body is text that scrolls; nothing in it is selectable.
    public init(header: [String] = [], text: [String]) {
        self.init(header: header, rows: .text(text))
    }

    /// Every line, header first: the screen as one-shot output prints it.
    public var allLines: [String] {
        header + (0..<rows.count).map { rows[$0] }
    }
}

/// The rows of a screen: how many there are, whether they can be selected, and how to draw one.
///
/// Rows are drawn only when asked for, so the shell lays out what is on screen and nothing
/// else, however long the list.
@MainActor
public struct ScreenRows {
    /// How many rows there are.
    public let count: Int
    /// True for a list whose rows can be selected and acted on; false for text that only scrolls.
    public let isSelectable: Bool
    private let draw: @MainActor (Int) -> String
    private let identity: (@MainActor (Int) -> String)?

    /// `count` selectable rows; `draw(i)` lays out row `i` for the content's width.
    ///
    /// - Parameter id: what row `i` shows, as a stable key (a some's id): when the rows change
    ///   under a selection (a write moved a row, a list came back reordered), the shell keeps the
    ///   selection on the row with the same key. Without it the selection keeps its position.
    public init(count: Int, id: (@MainActor (Int) -> String)? = nil, draw: @escaping @MainActor (Int) -> String) {
        self.init(count: count, isSelectable: true, identity: id, draw: draw)
    }

    private init(count: Int, isSelectable: Bool, identity: (@MainActor (Int) -> String)? = nil, draw: @escaping @MainActor (Int) -> String) {
        self.count = max(0, count)
        self.isSelectable = isSelectable
        self.identity = identity
        self.draw = draw
    }

    /// The key of row `index`, when the rows have keys and `index` is one of them.
    public func id(at index: Int) -> String? {
        guard let identity, (0..<count).contains(index) else { return nil }
        return identity(index)
    }

    /// The first row whose key is `id`, if any.
    public func row(of id: String) -> Int? {
        guard let identity else { return nil }
        return (0..<count).first { identity($0) == id }
    }

    /// Lines of text that scroll; none can be selected.
    public static func text(_ lines: [String]) -> ScreenRows {
        ScreenRows(count: lines.count, isSelectable: false) { lines[$0] }
    }

    /// No rows.
    public static var none: ScreenRows { text([]) }

    /// Row `index`, which must be in `0..<count`.
    public subscript(index: Int) -> String {
        draw(index)
    }
}
