import Core
import Expectations
import Testing
import UIComponent

@Suite("Theme", .timeLimit(.minutes(2)))
struct ThemeTests {
    @Test("with colour off, text is returned unchanged")
    func colorOff() {
        let theme = Theme(color: false)
        for style in Style.allCases {
            expectEqual(theme.apply(style, to: "plain 日本"), "plain 日本")
        }
    }

    @Test("with colour on, text is wrapped in SGR and reset")
    func colorOn() {
        let theme = Theme(color: true)
        expectEqual(theme.apply(.bold, to: "title"), "\u{1B}[1mtitle\u{1B}[0m")
        expectEqual(theme.apply(.dim, to: "hint"), "\u{1B}[2mhint\u{1B}[0m")
        expectEqual(theme.apply(.red, to: "error"), "\u{1B}[31merror\u{1B}[0m")
        expectEqual(theme.apply(.green, to: "ok"), "\u{1B}[32mok\u{1B}[0m")
        expectEqual(theme.apply(.yellow, to: "warn"), "\u{1B}[33mwarn\u{1B}[0m")
        expectEqual(theme.apply(.blue, to: "link"), "\u{1B}[34mlink\u{1B}[0m")
        expectEqual(theme.apply(.cyan, to: "info"), "\u{1B}[36minfo\u{1B}[0m")
        expectEqual(theme.apply(.boldRed, to: "fail"), "\u{1B}[1;31mfail\u{1B}[0m")
    }

    @Test("styling never changes the visible width")
    func widthPreserved() {
        let theme = Theme(color: true)
        for style in Style.allCases {
            expectEqual(theme.apply(style, to: "日本 ok").visibleWidth, 7)
        }
    }

    @Test("empty text stays empty, with no stray sequences")
    func emptyText() {
        expectEqual(Theme(color: true).apply(.red, to: ""), "")
    }

    @Test("takes its colour mode from render options")
    func fromRenderOptions() {
        #expect(Theme(RenderOptions(width: 80, color: true)).color)
        #expect(!Theme(RenderOptions(width: 80, color: false)).color)
    }
}
