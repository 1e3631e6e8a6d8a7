import Expectations
import Testing
import UIComponent

@Suite("Badge", .timeLimit(.minutes(2)))
struct BadgeTests {
    @Test("plain text is the label in brackets, width counts display columns")
    func plainText() {
        let badge = Badge("done", tone: .success)
        expectEqual(badge.plainText, "[done]")
        expectEqual(badge.width, 6)
        expectEqual(Badge("完了", tone: .success).width, 6)
    }

    @Test("without colour the badge renders as its plain text")
    func colorOff() {
        for tone in [Badge.Tone.neutral, .info, .warning, .success, .danger] {
            expectEqual(Badge("x", tone: tone).render(Theme(color: false)), "[x]")
        }
    }

    @Test("with colour each tone has its colour; neutral stays plain")
    func colorOn() {
        let theme = Theme(color: true)
        expectEqual(Badge("n", tone: .neutral).render(theme), "[n]")
        expectEqual(Badge("i", tone: .info).render(theme), "\u{1B}[36m[i]\u{1B}[0m")
        expectEqual(Badge("w", tone: .warning).render(theme), "\u{1B}[33m[w]\u{1B}[0m")
        expectEqual(Badge("s", tone: .success).render(theme), "\u{1B}[32m[s]\u{1B}[0m")
        expectEqual(Badge("d", tone: .danger).render(theme), "\u{1B}[31m[d]\u{1B}[0m")
        expectEqual(Badge("overdue", tone: .danger).render(theme).visibleWidth, 9)
    }

    @Test("the label is sanitised to one line")
    func sanitised() {
        expectEqual(Badge("\u{1B}[5min\nprogress\u{7}", tone: .info).plainText, "[in progress]")
    }
}
