import ActivityFeature
import ActivityFeatureStubs
import Core
import Expectations
import Foundation
import Testing
import UIComponent

@Suite("ActivityListScreen", .timeLimit(.minutes(2)))
@MainActor
struct ActivityListScreenTests {
    private let options = RenderOptions(width: 80, color: false)

    private func screen(_ api: StubActivityAPIClient, some: SomeID? = nil) -> ActivityListScreen {
        ActivityListScreen(viewModel: ActivityListViewModel(someID: some, environment: ActivityStubEnvironment(api: api)))
    }

    private func loaded(_ api: StubActivityAPIClient, some: SomeID? = nil) async -> ActivityListScreen {
        let screen = screen(api, some: some)
        await screen.load()
        return screen
    }

    /// Scalars that must never reach a terminal: C0 but newline, DEL and C1, bidi controls.
    private func forbidden(in text: String) -> [UInt32] {
        let ranges: [ClosedRange<UInt32>] = [0x00...0x09, 0x0B...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069]
        return text.unicodeScalars.map(\.value).filter { value in ranges.contains { $0.contains(value) } }
    }

    @Test("the title is the context's activity, or a some's, its id sanitised")
    func title() {
        expectEqual(screen(.empty).title, "Activity")
        expectEqual(screen(.empty, some: "4").title, "Activity of some 4")
        expectEqual(screen(.empty, some: "\u{1B}[31m9\u{1B}[0m\u{07}").title, "Activity of some 9")
    }

    @Test("one row per entry, newest first: kind, who, on which some, what, and how long ago")
    func rows() async {
        let screen = await loaded(.listing(Fixture.entries))
        expectEqual(screen.render(options), """
        Activity · 5 entries
        [comment] Aiko on some 4: Needs a second coat · 5 min ago
        [status] Ben on some 1: open → in progress · 3 h ago
        [comment] Dana: Site closed on Monday · yesterday
        [assigned?] Dana on some 4: Assigned to Chen · 3 days ago
        [created] Ben on some 4: Replace the door handle · on 2026-10-06
        """)
        let content = screen.content(options)
        #expect(content.rows.isSelectable)
        expectEqual(content.rows.count, 5)
        expectEqual(content.allLines.joined(separator: "\n"), screen.render(options))
    }

    @Test("one entry is said in the singular")
    func singular() async {
        let screen = await loaded(.listing([Fixture.entries[0]]))
        expectPrefix(screen.render(options), "Activity · 1 entry\n")
    }

    @Test("a long text is cut with an ellipsis and the date kept; narrow, the date gives way to the text")
    func longText() async {
        let long = Fixture.entry("1", some: "4", text: String(repeating: "very long text ", count: 20), minutesAgo: 5)
        let screen = await loaded(.listing([long]))
        let row80 = screen.content(options).rows[0]
        expectPrefix(row80, "[comment] Aiko on some 4: very long text very long text")
        #expect(row80.hasSuffix("… · 5 min ago"))
        #expect(row80.displayWidth <= 80)
        let row20 = screen.content(RenderOptions(width: 20, color: false)).rows[0]
        expectEqual(row20, "[comment] Aiko on s…")
    }

    @Test("a kind this build does not know is shown as sent with a ?, cut to fit a badge")
    func unrecognisedKind() async {
        let odd = Fixture.entry("1", some: nil, .unrecognised("reassigned-to-another-team-entirely"), text: "moved", minutesAgo: 5)
        let screen = await loaded(.listing([odd]))
        expectEqual(screen.content(options).rows[0], "[reassigned-to…?] Aiko: moved · 5 min ago")
    }

    @Test("hostile text, authors, ids and kinds reach the screen as their visible words only")
    func sanitised() async {
        let hostile = [
            Fixture.entry("1", some: "\u{1B}[31m4\u{1B}[0m", text: "\u{1B}[31mRED\u{1B}[0m text\u{07}", author: "\u{1B}]0;pwned\u{07}Eve"),
            Fixture.entry("2", some: "5", text: "Line one\nLine two\r\nLine three\ttab", author: "NUL\u{0}DEL\u{7F}C1\u{9B}31m"),
            Fixture.entry("3", some: nil, .unrecognised("\u{1B}[5mblink\u{1B}[0m"), text: "Bidi \u{202E}gnp.exe\u{202C} override",
                          author: "\u{2066}Isolate\u{2069}"),
            Fixture.entry("4", some: "6", text: "\u{1B}]8;;http://evil.example\u{07}link\u{1B}]8;;\u{07} hyperlink\u{1B}[2J\u{1B}[H"),
        ]
        let screen = await loaded(.listing(hostile))
        for width in [20, 40, 80, 120] {
            let text = screen.render(RenderOptions(width: width, color: false))
            expectEmpty(forbidden(in: text), "\(width): \(forbidden(in: text))")
        }
        let text = screen.render(RenderOptions(width: 120, color: false))
        expectContains(text, "[comment] Eve on some 4: RED text ·")
        expectContains(text, "[comment] NULDELC1 on some 5: Line one Line two Line three tab ·")
        expectContains(text, "[blink?] Isolate: Bidi gnp.exe override ·")
        expectContains(text, "[comment] Aiko on some 6: link hyperlink ·")
    }

    @Test("with colour on, only the screen's own styles are written, and never the text's")
    func colour() async {
        let hostile = Fixture.entry("1", some: "4", text: "\u{1B}[31mRED\u{1B}[0m")
        let screen = await loaded(.listing([hostile]))
        let text = screen.render(RenderOptions(width: 80, color: true))
        #expect(text.contains("\u{1B}["))
        #expect(!text.contains("\u{1B}[31mRED"))
        expectContains(ANSIFree(text), "[comment] Aiko on some 4: RED · 5 min ago")
    }

    @Test("never writes a line wider than asked, whatever the text", arguments: [20, 21, 33, 40, 57, 80, 120])
    func fitsWidth(_ width: Int) async {
        let entries = Fixture.entries + [
            Fixture.entry("6", some: "長い長い長い識別子", .unrecognised("割り当て変更の通知"), text: String(repeating: "発注書の確認 ", count: 30),
                          author: "田中 愛子 👩🏽‍🔧", minutesAgo: 60 * 24 * 400),
            Fixture.entry("7", some: nil, text: "🚀👨‍👩‍👧🇯🇵", author: String(repeating: "Longname", count: 30)),
        ]
        let stale = ActivityListing(entries: entries, unreadable: [UnreadableItem(id: "x", field: "at", problem: "is null")],
                                    freshness: .stale(fetchedAt: Fixture.now.addingTimeInterval(-3600), reason: Fixture.down))
        for api in [StubActivityAPIClient.listing(entries), StubActivityAPIClient(.init(list: .success(stale))), .failing(Fixture.down), .empty] {
            let screen = await loaded(api)
            for line in screen.render(RenderOptions(width: width, color: false)).components(separatedBy: "\n") {
                #expect(line.displayWidth <= width, "\(width): \(line.displayWidth) columns: \(line)")
            }
        }
    }

    @Test("before it loads: the title and the loading line, and no count")
    func loading() {
        expectEqual(screen(.empty).render(options), "Activity\n… Loading the activity…")
    }

    @Test("a failure: the title, the error and its hint, and no count")
    func failed() async {
        let screen = await loaded(.failing(Fixture.down))
        expectEqual(screen.render(options), """
        Activity
        ✗ Could not load the activity: backend at http://127.0.0.1:8080 unreachable
          (connection refused)
          → comments made now are sent once the backend is back
        """)
        expectEqual(screen.problem, Fixture.down)
    }

    @Test("nothing yet: the empty state, for the context or for one some")
    func empty() async {
        await expectEqual(loaded(.empty).render(options), "Activity · 0 entries\n∅ Nothing has happened here yet.")
        await expectEqual(loaded(.listing(Fixture.entries), some: "9").render(options), "Activity of some 9 · 0 entries\n∅ Nothing has happened to some 9 yet.")
    }

    @Test("a cached copy is shown under the offline banner: its age, why, and what to expect")
    func offlineBanner() async {
        let listing = ActivityListing(entries: Array(Fixture.entries.prefix(2)),
                                      freshness: .stale(fetchedAt: Fixture.now.addingTimeInterval(-3 * 3600), reason: Fixture.down))
        let screen = await loaded(StubActivityAPIClient(.init(list: .success(listing))))
        expectEqual(screen.render(options), """
        Activity · 2 entries
        ✗ Offline: showing the activity as cached 3 h ago. backend at
          http://127.0.0.1:8080 unreachable (connection refused)
          → comments made now are sent once the backend is back
        [comment] Aiko on some 4: Needs a second coat · 5 min ago
        [status] Ben on some 1: open → in progress · 3 h ago
        """)
        expectEqual(screen.problem, Fixture.down)
    }

    @Test("a stale copy with nothing in it still says it is offline")
    func offlineEmpty() async {
        let listing = ActivityListing(entries: [], freshness: .stale(fetchedAt: Fixture.now.addingTimeInterval(-3 * 3600), reason: Fixture.down))
        let text = await loaded(StubActivityAPIClient(.init(list: .success(listing)))).render(options)
        expectPrefix(text, "Activity · 0 entries\n✗ Offline: showing the activity as cached 3 h ago.")
        #expect(text.hasSuffix("∅ Nothing has happened here yet."))
    }

    @Test("entries that could not be read are named under an Incomplete banner, live or cached")
    func incomplete() async {
        let unreadable = [UnreadableItem(id: "7", field: "at", problem: "is null")]
        let live = await loaded(StubActivityAPIClient(.init(list: .success(ActivityListing(entries: [Fixture.entries[0]], unreadable: unreadable)))))
        expectEqual(live.render(options), """
        Activity · 1 entry
        ✗ Incomplete: 1 entry could not be read: item 7: at is null
        [comment] Aiko on some 4: Needs a second coat · 5 min ago
        """)
        expectEqual(live.problem?.kind, .badResponse)
        let cached = ActivityListing(entries: [Fixture.entries[0]], unreadable: unreadable,
                                     freshness: .stale(fetchedAt: Fixture.now.addingTimeInterval(-3 * 3600), reason: Fixture.down))
        let stale = await loaded(StubActivityAPIClient(.init(list: .success(cached))))
        let text = stale.render(options)
        expectContains(text, "✗ Offline: showing the activity as cached 3 h ago.")
        expectContains(text, "✗ Incomplete: 1 entry could not be read: item 7: at is null")
        expectEqual(stale.problem, Fixture.down)
    }

    @Test("offers refresh, in the full-screen UI and the line mode, and refreshing loads again")
    func refresh() async {
        let api = StubActivityAPIClient.failing(Fixture.down)
        let screen = await loaded(api)
        expectEqual(screen.offers, [ScreenOffer(.refresh, "refresh")])
        expectEqual(screen.commands, [CommandHelp("r", "refresh")])
        api.update { $0.list = .success(ActivityListing(entries: Fixture.entries)) }
        guard case .stay = await screen.perform(.refresh) else {
            Issue.record("refresh did not stay on the screen")
            return
        }
        expectEqual(screen.viewModel.state, .loaded)
        expectNil(screen.problem)
        guard case .stay = await screen.handle("r") else {
            Issue.record("r did not stay on the screen")
            return
        }
        expectEqual(api.calls, [.listActivity, .listActivity, .listActivity])
    }

    @Test("anything else typed is not a command here, said without its escapes")
    func invalid() async {
        let screen = await loaded(.empty)
        guard case .invalid(let message) = await screen.handle("x\u{1B}[31m") else {
            Issue.record("x was accepted")
            return
        }
        expectEqual(message, "“x” is not a command here; type `r` to refresh or `b` to go back")
        expectEqual(screen.viewModel.state, .empty)
    }
}

/// `text` without its SGR sequences: what a person reads.
private func ANSIFree(_ text: String) -> String {
    ANSI.stripped(text)
}
