import AppShell
import Core
import Testing

@Suite("Viewport")
struct ViewportTests {
    @Test("moving down past the bottom scrolls so the selection stays on screen")
    func scrollsDown() {
        var viewport = Viewport(count: 100, height: 10)
        for _ in 0..<9 { viewport.move(.down) }
        #expect(viewport.selection == 9)
        #expect(viewport.visible == 0..<10)
        viewport.move(.down)
        #expect(viewport.selection == 10)
        #expect(viewport.visible == 1..<11)
        viewport.move(.up)
        #expect(viewport.visible == 1..<11)
        for _ in 0..<10 { viewport.move(.up) }
        #expect(viewport.selection == 0)
        #expect(viewport.visible == 0..<10)
    }

    @Test("the ends: Home, End, and no moving beyond them")
    func ends() {
        var viewport = Viewport(count: 1000, height: 23)
        viewport.move(.end)
        #expect(viewport.selection == 999)
        #expect(viewport.visible == 977..<1000)
        viewport.move(.down)
        #expect(viewport.selection == 999)
        viewport.move(.home)
        viewport.move(.up)
        #expect(viewport.selection == 0)
        #expect(viewport.visible == 0..<23)
    }

    @Test("a page moves the selection and the view together, stopping at the ends")
    func pages() {
        var viewport = Viewport(count: 50, height: 10)
        viewport.move(.down)
        viewport.move(.pageDown)
        #expect(viewport.selection == 11)
        #expect(viewport.visible == 10..<20)
        viewport.move(.pageDown)
        viewport.move(.pageDown)
        viewport.move(.pageDown)
        #expect(viewport.selection == 41)
        #expect(viewport.visible == 40..<50)
        viewport.move(.pageDown)
        #expect(viewport.selection == 49)
        #expect(viewport.visible == 40..<50)
        viewport.move(.pageUp)
        #expect(viewport.selection == 39)
        #expect(viewport.visible == 30..<40)
    }

    @Test("a shorter terminal keeps the selection in view; a shorter list keeps it in range")
    func updates() {
        var viewport = Viewport(count: 100, height: 20)
        viewport.select(15)
        viewport.update(count: 100, height: 5, selectable: true)
        #expect(viewport.visible.contains(15))
        viewport.update(count: 8, height: 5, selectable: true)
        #expect(viewport.selection == 7)
        #expect(viewport.visible == 3..<8)
        viewport.update(count: 0, height: 5, selectable: true)
        #expect(viewport.selection == nil)
        #expect(viewport.visible.isEmpty)
    }

    @Test("text has no selection and scrolls line by line, never past its end")
    func text() {
        var viewport = Viewport(count: 12, height: 5, selectable: false)
        #expect(viewport.selection == nil)
        viewport.move(.down)
        #expect(viewport.visible == 1..<6)
        viewport.move(.end)
        #expect(viewport.visible == 7..<12)
        viewport.move(.pageDown)
        #expect(viewport.visible == 7..<12)
        viewport.move(.home)
        #expect(viewport.visible == 0..<5)
        viewport.update(count: 3, height: 5, selectable: false)
        viewport.move(.down)
        #expect(viewport.visible == 0..<3)
    }

    @Test("rows with keys: the selection follows its row when the rows move under it, and stays put after a key")
    @MainActor
    func follows() {
        let rows = { (ids: [String]) in ScreenRows(count: ids.count, id: { ids[$0] }) { ids[$0] } }
        var viewport = Viewport(count: 4, height: 10)
        viewport.move(.down)
        viewport.follow(rows(["a", "b", "c", "d"]))
        #expect(viewport.selection == 1)
        // b was done and sorts last now: the selection goes with it.
        viewport.follow(rows(["a", "c", "d", "b"]))
        #expect(viewport.selection == 3)
        // A key moves the selection: the next frame keeps where the key put it.
        viewport.move(.up)
        viewport.follow(rows(["a", "c", "d", "b"]))
        #expect(viewport.selection == 2)
        // Its row gone: the position stays, and the row there now is followed.
        viewport.follow(rows(["a", "c", "b"]))
        #expect(viewport.selection == 2)
        viewport.follow(rows(["b", "a", "c"]))
        #expect(viewport.selection == 0)
        // Rows without keys keep the position.
        viewport.follow(ScreenRows(count: 3) { _ in "" })
        #expect(viewport.selection == 0)
    }
}
