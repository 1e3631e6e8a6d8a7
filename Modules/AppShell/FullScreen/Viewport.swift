import Core

/// Which rows of a screen are visible and which one is selected.
///
/// A viewport keeps the selection on screen: moving it past the bottom scrolls down, past the
/// top scrolls up. Rows that are not selectable (text) only scroll. The count and height change
/// with the content and the terminal; ``update(count:height:selectable:)`` brings the selection
/// and the scroll position back inside.
public struct Viewport: Hashable, Sendable {
    /// How the selection (or, for text, the view) moves.
    public enum Motion: Hashable, Sendable {
        case up, down, pageUp, pageDown, home, end
    }

    /// How many rows there are.
    public private(set) var count: Int
    /// How many rows fit on screen.
    public private(set) var height: Int
    /// Whether rows can be selected; text only scrolls.
    public private(set) var isSelectable: Bool
    /// The first row on screen.
    public private(set) var top = 0
    private var selected = 0
    /// The key of the selected row when last drawn (``follow(_:)``); nil once the selection
    /// moved by a key or a command, until the next frame takes it again.
    private var anchor: String?

    /// A viewport on `count` rows, `height` of them on screen, at the top.
    public init(count: Int = 0, height: Int = 0, selectable: Bool = true) {
        self.count = max(0, count)
        self.height = max(0, height)
        self.isSelectable = selectable
    }

    /// The selected row; nil when nothing can be selected.
    public var selection: Int? {
        isSelectable && count > 0 ? selected : nil
    }

    /// The rows on screen.
    public var visible: Range<Int> {
        top..<min(count, top + height)
    }

    /// Takes a new count, height or kind of rows, keeping the selection (and what is shown)
    /// as close to where it was as they allow.
    public mutating func update(count: Int, height: Int, selectable: Bool) {
        self.count = max(0, count)
        self.height = max(0, height)
        isSelectable = selectable
        settle()
    }

    /// Keeps the selection on the row it was on when last drawn, by key, when the rows changed
    /// under it (a write moved the row, a reload reordered the list), then remembers the key of
    /// the row selected now. Rows without keys keep the selection where it is.
    @MainActor public mutating func follow(_ rows: ScreenRows) {
        guard let selection else {
            anchor = nil
            return
        }
        if let anchor, rows.id(at: selection) != anchor, let moved = rows.row(of: anchor) {
            select(moved)
        }
        anchor = self.selection.flatMap { rows.id(at: $0) }
    }

    /// Moves the selection, or scrolls text.
    public mutating func move(_ motion: Motion) {
        anchor = nil
        let page = max(1, height)
        guard isSelectable else {
            switch motion {
            case .up: top -= 1
            case .down: top += 1
            case .pageUp: top -= page
            case .pageDown: top += page
            case .home: top = 0
            case .end: top = count
            }
            settle()
            return
        }
        switch motion {
        case .up: selected -= 1
        case .down: selected += 1
        case .pageUp:
            selected -= page
            top -= page
        case .pageDown:
            selected += page
            top += page
        case .home: selected = 0
        case .end: selected = count - 1
        }
        settle()
    }

    /// Selects `row` (clamped) and scrolls to it.
    public mutating func select(_ row: Int) {
        anchor = nil
        selected = row
        settle()
    }

    /// Clamps the selection to the rows and the scroll position to the rows and the selection.
    private mutating func settle() {
        selected = min(max(selected, 0), max(count - 1, 0))
        let lastTop = max(count - height, 0)
        if isSelectable && height > 0 {
            if selected < top { top = selected }
            if selected >= top + height { top = selected - height + 1 }
        }
        top = min(max(top, 0), lastTop)
    }
}
