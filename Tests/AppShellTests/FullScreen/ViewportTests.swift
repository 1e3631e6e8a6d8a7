import AppShell
import Core
import Expectations
import Testing

@Suite("Viewport", .timeLimit(.minutes(2)))
struct ViewportTests {
    @Test("moving down past the bottom scrolls so the selection stays on screen")
    func scrollsDown() {
        var viewport = Viewport(count: 100, height: 10)
        for _ in 0..<9 { viewport.move(.down) }
        expectEqual(viewport.selection, 9)
        expectEqual(viewport.visible, 0..<10)
        viewport.move(.down)
        expectEqual(viewport.selection, 10)
        expectEqual(viewport.visible, 1..<11)
        viewport.move(.up)
        expectEqual(viewport.visible, 1..<11)
        for _ in 0..<10 { viewport.move(.up) }
        expectEqual(viewport.selection, 0)
        expectEqual(viewport.visible, 0..<10)
    }

    @Test("the ends: Home, End, and no moving beyond them")
    func ends() {
        var viewport = Viewport(count: 1000, height: 23)
        viewport.move(.end)
        expectEqual(viewport.selection, 999)
        expectEqual(viewport.visible, 977..<1000)
        viewport.move(.down)
        expectEqual(viewport.selection, 999)
        viewport.move(.home)
        viewport.move(.up)
        expectEqual(viewport.selection, 0)
        expectEqual(viewport.visible, 0..<23)
    }

    @Test("a page moves the selection and the view together, stopping at the ends")
    func pages() {
        var viewport = Viewport(count: 50, height: 10)
        viewport.move(.down)
        viewport.move(.pageDown)
        expectEqual(viewport.selection, 11)
        expectEqual(viewport.visible, 10..<20)
        viewport.move(.pageDown)
        viewport.move(.pageDown)
        viewport.move(.pageDown)
        expectEqual(viewport.selection, 41)
        expectEqual(viewport.visible, 40..<50)
        viewport.move(.pageDown)
        expectEqual(viewport.selection, 49)
        expectEqual(viewport.visible, 40..<50)
        viewport.move(.pageUp)
        expectEqual(viewport.selection, 39)
        expectEqual(viewport.visible, 30..<40)
    }

    @Test("a shorter terminal keeps the selection in view; a shorter list keeps it in range")
    func updates() {
        var viewport = Viewport(count: 100, height: 20)
        viewport.select(15)
        viewport.update(count: 100, height: 5, selectable: true)
        expectContains(viewport.visible, 15)
        viewport.update(count: 8, height: 5, selectable: true)
        expectEqual(viewport.selection, 7)
        expectEqual(viewport.visible, 3..<8)
        viewport.update(count: 0, height: 5, selectable: true)
        expectNil(viewport.selection)
        expectEmpty(viewport.visible)
    }

    @Test("text has no selection and scrolls line by line, never past its end")
    func text() {
        var viewport = Viewport(count: 12, height: 5, selectable: false)
        expectNil(viewport.selection)
        viewport.move(.down)
        expectEqual(viewport.visible, 1..<6)
        viewport.move(.end)
        expectEqual(viewport.visible, 7..<12)
        viewport.move(.pageDown)
        expectEqual(viewport.visible, 7..<12)
        viewport.move(.home)
        expectEqual(viewport.visible, 0..<5)
        viewport.update(count: 3, height: 5, selectable: false)
        viewport.move(.down)
        expectEqual(viewport.visible, 0..<3)
    }

    @Test("rows with keys: the selection follows its row when the rows move under it, and stays put after a key")
    @MainActor
    func follows() {
        let rows = { (ids: [String]) in ScreenRows(count: ids.count, id: { ids[$0] }) { ids[$0] } }
        var viewport = Viewport(count: 4, height: 10)
        viewport.move(.down)
        viewport.follow(rows(["a", "b", "c", "d"]))
        expectEqual(viewport.selection, 1)
        // b was done and sorts last now: the selection goes with it.
        viewport.follow(rows(["a", "c", "d", "b"]))
        expectEqual(viewport.selection, 3)
        // A key moves the selection: the next frame keeps where the key put it.
        viewport.move(.up)
        viewport.follow(rows(["a", "c", "d", "b"]))
        expectEqual(viewport.selection, 2)
        // Its row gone: the position stays, and the row there now is followed.
        viewport.follow(rows(["a", "c", "b"]))
        expectEqual(viewport.selection, 2)
        viewport.follow(rows(["b", "a", "c"]))
        expectEqual(viewport.selection, 0)
        // Rows without keys keep the position.
        viewport.follow(ScreenRows(count: 3) { _ in "" })
        expectEqual(viewport.selection, 0)
    }
}
