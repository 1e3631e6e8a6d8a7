@testable import AppRuntime
import AppShell
import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureHost
import Testing

/// An app whose backend has a state of its own and wants to know who makes a change: `on_hold`
/// ("on hold") declared beside open, in progress and done, and a `user` setting that only writes
/// need (a HAL backend's `X-User`). Hosts SomeFeature alone, and answers none of its optional
/// descriptors.
enum HoldApp: SomeFeatureHosting {
    static let commandName = "hold-app"
    static let abstract = "A backend with a state of its own and a user on every write."
    static let contextOption = "board"
    static let contextNoun = "board"
    static let environmentPrefix = "HOLD_APP"
    static func problem(withContext id: String) -> String? { nil }
    static let authentication = Authentication.token(.token) { token in [("X-Api-Key", token)] }
    static let settings = [AppSetting("user", "user the changes are made as", example: "alice", needed: .writes)]
    static let errorFormat = BackendErrorFormat.none
    static let someStates: [SomeStatus] = [.declared("on_hold", word: "on hold")]
    static var features: [HostedFeature<HoldApp>] { [.someFeature] }
    @MainActor static func makeEnvironment(_ run: AppRun) -> HoldAppEnvironment { HoldAppEnvironment(run: run) }

    /// Each test's backend, by the board it runs on, so the suite's tests run side by side.
    static let boards = Locked<[String: HoldBackend]>([:])

    static func someBackend(_ run: AppRun) -> HoldBackend {
        boards.withLock { $0[run.contextID] } ?? HoldBackend()
    }
}

/// What HoldApp's feature runs in: written by hand here, as `scripts/generate` writes a shipped
/// app's. The optional descriptors (the linked other, its summary) are not offered.
@MainActor
final class HoldAppEnvironment: SomeFeatureHostEnvironment {
    let run: AppRun
    let analytics: any AnalyticsService
    let someParts: SomeFeatureParts

    init(run: AppRun) {
        self.run = run
        analytics = run.analytics()
        someParts = SomeFeatureParts(hostedBy: HoldApp.self, run: run)
    }

    var clock: any WallClock { run.clock }

    func resolveViewItemActions(_ descriptor: ViewDescriptor.ItemActions) -> ViewDescriptor.ItemActions.Output { [] }
    func resolveViewOtherDetails(_ descriptor: ViewDescriptor.OtherDetails) -> ViewDescriptor.OtherDetails.Output { nil }
    func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary) -> UseCaseDescriptor.OtherSummary.Output { nil }

    func resolveViewSomeDetails(_ descriptor: ViewDescriptor.SomeDetails) -> ViewDescriptor.SomeDetails.Output {
        SomeFeatureBuilder(environment: self).build(descriptor)
    }

    func resolveViewSomeList(_ descriptor: ViewDescriptor.SomeList) -> ViewDescriptor.SomeList.Output {
        SomeFeatureBuilder(environment: self).build(descriptor)
    }
}

/// The backend in memory: somes in the app's own states, and who each applied change was made as.
final class HoldBackend: SomeBackend {
    static let noon = Date(timeIntervalSince1970: 1_795_176_000)
    private struct State {
        var somes: [Some] = [
            Some(id: "1", title: "Pour the slab", status: .open, updatedAt: HoldBackend.noon),
            Some(id: "2", title: "Wait for the permit", status: .declared("on_hold", word: "on hold"), updatedAt: HoldBackend.noon),
            Some(id: "3", title: "Order rebar", status: .declared("on_hold", word: "on hold"), updatedAt: HoldBackend.noon),
        ]
        var down = false
        var madeAs: [String] = []
    }

    private let state = Locked(State())

    /// Every call fails as an unreachable backend does, until set back.
    func setDown(_ down: Bool) { state.withLock { $0.down = down } }
    /// The user each applied change carried, in order.
    var madeAs: [String] { state.withLock { $0.madeAs } }

    func fetchAllSomes() async throws(DomainError) -> SomeListing {
        try state.withLock { (state) throws(DomainError) -> SomeListing in
            if state.down { throw .unavailable("backend unreachable (connection refused)") }
            return SomeListing(somes: state.somes, unreadable: [])
        }
    }

    func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        try state.withLock { (state) throws(DomainError) -> Some in
            if state.down { throw .unavailable("backend unreachable (connection refused)") }
            guard let some = state.somes.first(where: { $0.id == id }) else { throw .notFound("some \(id) does not exist") }
            return some
        }
    }

    func complete(id: SomeID, preconditions: WritePreconditions) async throws(DomainError) -> SendEffect {
        try state.withLock { (state) throws(DomainError) -> SendEffect in
            if state.down { throw .unavailable("backend unreachable (connection refused)") }
            guard let index = state.somes.firstIndex(where: { $0.id == id }) else { throw .notFound("some \(id) does not exist") }
            state.somes[index].status = .done
            state.madeAs.append(preconditions.settings["user"] ?? "")
            return .changed
        }
    }

    func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        throw .notFound("no other \(id)")
    }
}

/// HoldApp's command line, in process: what a backend's own states and a write-only setting
/// do for a person and a script (docs/adding-an-app.md, "What the adapter reads through the runtime").
@Suite("An app's own states and a setting only writes need, on its command line", .timeLimit(.minutes(2)), .removesTemporaryFolders)
@MainActor
struct DeclaredStatesAndWriteSettingsAppTests {
    let board = "b-\(UUID().uuidString.prefix(8))"
    let folder = TemporaryFolder.make("hold")
    let backend = HoldBackend()

    init() {
        HoldApp.boards.withLock { [board, backend] in $0[board] = backend }
    }

    /// `hold-app --board B --data-dir D ARGUMENTS`, with a token and no config file.
    func run(_ arguments: [String], environment: [String: String] = [:]) async -> (status: Int32, out: String, err: String) {
        let out = BufferedIO(), err = BufferedIO()
        let invocation = AppInvocation(environment: ["HOLD_APP_TOKEN": "t", "HOLD_APP_CONFIG": "/nonexistent/config",
                                                     "HOLD_APP_NOW": "2026-11-20T12:00:00Z", "HOME": folder.path].merging(environment) { $1 },
                                       out: out, err: err, clock: ImmediateClock())
        let status = await AppCommand<HoldApp>.main(["--board", board, "--data-dir", folder.path, "--width", "100"] + arguments, in: invocation)
        return (status, out.output, err.output)
    }

    @Test("the declared state shows in its words, filters by its name on the command line, and is a recognised state in --json")
    func declaredState() async throws {
        let held = await run(["list", "--status", "on_hold"])
        expectEqual(held.status, 0, held.err)
        expectContains(held.out, "Wait for the permit")
        expectContains(held.out, "Order rebar")
        expectNotContains(held.out, "Pour the slab")
        expectContains(held.out, "on hold")
        expectNotContains(held.out, "?")

        let spaced = await run(["list", "--status", "on-hold"])
        expectEqual(spaced.status, 0, spaced.err)
        expectEqual(spaced.out, held.out)

        let json = await run(["list", "--json"])
        expectEqual(json.status, 0, json.err)
        let document = try JSONValue(parsing: json.out)
        guard case .array(let items)? = document.members["somes"] else {
            Issue.record("no somes array: \(json.out)")
            return
        }
        expectEqual(items.count, 3, json.out)
        let second = items.first { $0.members["id"] == .string("2") }
        expectEqual(second?.members["status"], .string("on_hold"), json.out)
        // Only a state no one declared is marked `"status_recognised": false`.
        expectNil(second?.members["status_recognised"], json.out)

        let unknown = await run(["list", "--status", "paused"])
        expectEqual(unknown.status, 64)
        expectContains(unknown.err, "on hold")
    }

    @Test("reads need no user; a write without one is 78 naming where to set it, nothing kept; one made offline is sent later as the user who made it")
    func writeSetting() async throws {
        let read = await run(["list"])
        expectEqual(read.status, 0, read.err)

        let anonymous = await run(["done", "1"])
        expectEqual(anonymous.status, 78, anonymous.err)
        expectContains(anonymous.err, "HOLD_APP_USER")
        expectContains(anonymous.err, "--user")
        expectEmpty(backend.madeAs)

        backend.setDown(true)
        let offline = await run(["--user", "alice", "done", "2"])
        expectEqual(offline.status, 75, offline.err)
        backend.setDown(false)

        // bob's sync sends alice's change as alice's, and nothing else was queued by the refused one.
        let sync = await run(["sync"], environment: ["HOLD_APP_USER": "bob"])
        expectEqual(sync.status, 0, sync.err)
        expectContains(sync.out + sync.err, "Sent 1")
        expectEqual(backend.madeAs, ["alice"])

        let again = await run(["sync"], environment: ["HOLD_APP_USER": "bob"])
        expectEqual(again.status, 0, again.err)
        expectEqual(backend.madeAs, ["alice"])
    }
}
