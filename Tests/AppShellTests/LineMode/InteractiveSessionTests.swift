import AppShell
import Core
import Expectations
import Testing

/// A screen that pushes a child on "open", counts loads and records what it handled.
@MainActor
private final class FakeScreen: Screen {
    let title: String
    var loads = 0
    var handled: [String] = []
    init(_ title: String) { self.title = title }
    func load() async { loads += 1 }
    func content(_ options: RenderOptions) -> ScreenContent { ScreenContent(text: ["[\(title) screen]"]) }
    var commands: [CommandHelp] { [CommandHelp("open", "go deeper")] }
    func handle(_ input: String) async -> ScreenAction {
        handled.append(input)
        switch input {
        case "open": return .push(FakeScreen("\(title)/child"))
        case "up": return .pop
        case "exit": return .quit
        case "same": return .stay
        default: return .invalid("nope: \(input)")
        }
    }
}

@Suite("InteractiveSession", .timeLimit(.minutes(2)))
@MainActor
struct InteractiveSessionTests {
    let options = RenderOptions(width: 40, color: false)

    @Test("renders, reads a command, pushes and goes back, then quits on q")
    func navigation() async {
        let root = FakeScreen("root")
        let io = BufferedIO(lines: ["open", "b", "q", "never read"])
        let session = InteractiveSession(root: root, options: options, io: io)
        await expectEqual(session.run(), .ok)
        expectEqual(root.loads, 1)
        expectEqual(root.handled, ["open"])
        expectEqual(session.stack.map(\.title), ["root"])
        expectEqual(io.output.components(separatedBy: "[root/child screen]").count, 2)
        expectContains(io.output, "root › root/child")
        expectContains(io.output, "open go deeper · b back · q quit")
    }

    @Test("loads a pushed screen before showing it")
    func pushLoads() async {
        let root = FakeScreen("root")
        let session = InteractiveSession(root: root, options: options, io: BufferedIO(lines: ["open"]))
        _ = await session.run()
        let child = session.stack.last as? FakeScreen
        expectEqual(child?.loads, 1)
    }

    @Test("says so when asked to go back from the first screen, and keeps running")
    func backAtRoot() async {
        let io = BufferedIO(lines: ["b", "q"])
        _ = await InteractiveSession(root: FakeScreen("root"), options: RenderOptions(width: 80, color: false), io: io).run()
        expectContains(io.output, "? Already on the first screen; type `q` to quit.")
    }

    @Test("shows a screen's complaint about unknown input")
    func invalid() async {
        let io = BufferedIO(lines: ["zzz"])
        _ = await InteractiveSession(root: FakeScreen("root"), options: options, io: io).run()
        expectContains(io.output, "? nope: zzz")
    }

    @Test("end of input quits cleanly; blank lines are ignored")
    func endOfInput() async {
        let root = FakeScreen("root")
        let io = BufferedIO(lines: ["", "   "])
        await expectEqual(InteractiveSession(root: root, options: options, io: io).run(), .ok)
        expectEmpty(root.handled)
    }

    @Test("a screen can pop itself and quit the app")
    func screenActions() async {
        let root = FakeScreen("root")
        let io = BufferedIO(lines: ["open", "up", "exit", "never"])
        let session = InteractiveSession(root: root, options: options, io: io)
        _ = await session.run()
        expectEqual(session.stack.count, 1)
        expectEqual(root.handled, ["open", "exit"])
    }

    @Test("every line of a frame fits the width")
    func fits() async {
        let io = BufferedIO(lines: ["open", "zzz zzz zzz zzz zzz zzz zzz zzz zzz zzz zzz zzz"])
        _ = await InteractiveSession(root: FakeScreen("root"), options: RenderOptions(width: 20, color: false), io: io).run()
        for line in io.output.split(separator: "\n") {
            #expect(line.count <= 20, "too wide: \(line)")
        }
    }
}

@Suite("AppExitCode", .timeLimit(.minutes(2)))
struct ExitStatusTests {
    @Test("maps failures to sysexits codes")
    func mapping() {
        expectEqual(AppExitCode(.unavailable).rawValue, 69)
        expectEqual(AppExitCode(.rejected).rawValue, 1)
        expectEqual(AppExitCode(.configuration).rawValue, 78)
        expectEqual(AppExitCode(.badResponse).rawValue, 65)
        expectEqual(AppExitCode(.invalidInput).rawValue, 64)
        expectEqual(AppExitCode.queued.rawValue, 75)
    }
}
