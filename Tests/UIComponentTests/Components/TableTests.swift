import Expectations
import Testing
import UIComponent

@Suite("Table", .timeLimit(.minutes(2)))
struct TableTests {
    /// A task list with CJK, emoji and a styled cell; the title column gives way first.
    static let tasks = Table(
        columns: [
            .init("ID", alignment: .right),
            .init("Title", minWidth: 5, flexible: true),
            .init("Status"),
            .init("Due"),
        ],
        rows: [
            ["1", "Buy milk", Cell("open", style: .yellow), "due today"],
            ["2", "日本語のタイトルです", "done", "overdue by 2 days"],
            ["13", "👨‍👩‍👧 family 🇯🇵 trip", "in_progress"],
        ]
    )

    static let plain = Theme(color: false)

    @Test("at natural width: two-space gaps, a rule as wide as the table, trailing spaces trimmed")
    func naturalWidth() {
        expectEqual(Self.tasks.render(width: 80, theme: Self.plain), [
            "ID  Title                 Status       Due",
            "────────────────────────────────────────────────────────",
            " 1  Buy milk              open         due today",
            " 2  日本語のタイトルです  done         overdue by 2 days",
            "13  👨‍👩‍👧 family 🇯🇵 trip     in_progress",
        ])
    }

    @Test("at 40 the flexible column shrinks to its minimum, then the last column is truncated")
    func width40() {
        expectEqual(Self.tasks.render(width: 40, theme: Self.plain), [
            "ID  Title  Status       Due",
            "────────────────────────────────────────",
            " 1  Buy …  open         due today",
            " 2  日本…  done         overdue by 2 da…",
            "13  👨‍👩‍👧 f…  in_progress",
        ])
    }

    @Test("at 20 the other columns shrink right to left down to their minimum")
    func width20() {
        expectEqual(Self.tasks.render(width: 20, theme: Self.plain), [
            "ID  Title  Status  …",
            "────────────────────",
            " 1  Buy …  open    …",
            " 2  日本…  done    …",
            "13  👨‍👩‍👧 f…  in_pr…",
        ])
    }

    @Test("when minimums cannot fit, trailing columns are dropped and the rest widen again")
    func width10() {
        expectEqual(Self.tasks.render(width: 10, theme: Self.plain), [
            "ID  Title",
            "──────────",
            " 1  Buy m…",
            " 2  日本…",
            "13  👨‍👩‍👧 fa…",
        ])
    }

    @Test("the first column is never dropped, and is cut to the width as a last resort")
    func width1() {
        expectEqual(Self.tasks.render(width: 5, theme: Self.plain), ["ID", "──", " 1", " 2", "13"])
        expectEqual(Self.tasks.render(width: 1, theme: Self.plain), ["…", "─", "1", "2", "…"])
    }

    @Test("every line fits every width, with and without colour", arguments: [false, true])
    func alwaysFits(color: Bool) {
        for width in 1...100 {
            let lines = Self.tasks.render(width: width, theme: Theme(color: color))
            expectEqual(lines.count, 5)
            for line in lines {
                #expect(line.visibleWidth <= width, "\(line.debugDescription) at width \(width)")
            }
        }
    }

    @Test("header is bold, rule dim, styled cells styled after padding so widths stay right")
    func colored() {
        expectEqual(Self.tasks.render(width: 40, theme: Theme(color: true)), [
            "\u{1B}[1mID\u{1B}[0m  \u{1B}[1mTitle\u{1B}[0m  \u{1B}[1mStatus\u{1B}[0m       \u{1B}[1mDue\u{1B}[0m",
            "\u{1B}[2m────────────────────────────────────────\u{1B}[0m",
            " 1  Buy …  \u{1B}[33mopen\u{1B}[0m         due today",
            " 2  日本…  done         overdue by 2 da…",
            "13  👨‍👩‍👧 f…  in_progress",
        ])
    }

    @Test("a styled last cell has no trailing spaces inside or outside its styling")
    func trimsStyledLastCell() {
        let table = Table(columns: [.init("A"), .init("Longer")], rows: [["x", Cell("y", style: .red)]])
        expectEqual(table.render(width: 20, theme: Theme(color: true)).last, "x  \u{1B}[31my\u{1B}[0m")
    }

    @Test("short rows are padded with empty cells and extra cells are ignored")
    func ragged() {
        let table = Table(columns: [.init("A"), .init("B"), .init("C")], rows: [["1"], ["1", "2", "3", "4"], []])
        expectEqual(table.render(width: 20, theme: Self.plain), ["A  B  C", "───────", "1", "1  2  3", ""])
    }

    @Test("right-aligned columns pad on the left, headers included")
    func rightAligned() {
        let table = Table(columns: [.init("Name"), .init("Count", alignment: .right)], rows: [["a", "7"], ["b", "1234567"]])
        expectEqual(table.render(width: 80, theme: Self.plain), [
            "Name    Count",
            "─────────────",
            "a           7",
            "b     1234567",
        ])
    }

    @Test("flexible columns shrink widest first (ties: leftmost), leaving fixed columns whole")
    func flexibleWidestFirst() {
        let table = Table(
            columns: [.init("Key"), .init("Short", flexible: true), .init("Long", flexible: true)],
            rows: [["k", "abcdefgh", "abcdefghijklmnop"]]
        )
        expectEqual(table.render(width: 27, theme: Self.plain), [
            "Key  Short     Long",
            "───────────────────────────",
            "k    abcdefgh  abcdefghijk…",
        ])
        expectEqual(table.render(width: 21, theme: Self.plain), [
            "Key  Short    Long",
            "─────────────────────",
            "k    abcdef…  abcdef…",
        ])
    }

    @Test("cells and headers are sanitised to one line before measuring")
    func sanitised() {
        let table = Table(columns: [.init("Ti\ntle")], rows: [["\u{1B}[31mred\u{1B}[0m\nline\u{7}"]])
        expectEqual(table.render(width: 80, theme: Self.plain), ["Ti tle", "────────", "red line"])
    }

    @Test("Column and Cell are also reachable as Table.Column and Table.Cell")
    func nestedNames() {
        let table = Table(columns: [Table.Column("A")], rows: [[Table.Cell("x", style: .bold)]])
        expectEqual(table.render(width: 10, theme: Self.plain), ["A", "─", "x"])
        expectEqual(Table.Cell("a"), Cell("a"))
    }

    @Test("without a header: no header row, no rule, and headers do not widen columns")
    func withoutHeader() {
        let table = Table(
            columns: [.init("A very long header"), .init("", flexible: true)],
            rows: [["Status", "open"], ["Assignee", Cell("日本語の名前", style: .dim)]]
        )
        expectEqual(table.render(width: 40, theme: Self.plain, showsHeader: false), [
            "Status    open",
            "Assignee  日本語の名前",
        ])
        expectEqual(table.render(width: 17, theme: Self.plain, showsHeader: false), [
            "Status    open",
            "Assignee  日本語…",
        ])
    }

    @Test("no columns or no width renders nothing; no rows renders header and rule")
    func degenerate() {
        expectEqual(Table(columns: [], rows: [["x"]]).render(width: 80, theme: Self.plain), [])
        expectEqual(Self.tasks.render(width: 0, theme: Self.plain), [])
        expectEqual(Table(columns: [.init("Only")], rows: []).render(width: 80, theme: Self.plain), ["Only", "────"])
    }
}
