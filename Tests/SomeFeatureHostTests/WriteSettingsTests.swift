@testable import AppRuntime
import Core
import Expectations
import Foundation
import SomeFeatureHost
import StorageLive
import Testing

/// A setting writes depend on (who made it: a backend's `X-User`) is kept with each write and
/// sent as it was, by the first try and by a later `sync` alike, whatever the settings are then;
/// a write without it is refused before anything is kept.
@Suite("Write settings kept with the outbox entry", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct WriteSettingsTests {
    static let down = DomainError.unavailable("backend unreachable (connection refused)")

    /// The settings of a run whose `user` is `user` (nil: not given).
    static func settings(user: String?) throws -> AppSettings {
        let setting = AppSetting("user", "user the changes are made as", example: "alice", needed: .writes)
        return try SettingsSource.resolve([setting], flags: user.map { ["user": $0] } ?? [:], prefix: "TEST_APP",
                                          config: ConfigFile(path: "/c", values: [:]), environment: [:])
    }

    static func outbox(_ rig: OfflineRig, user: String?) throws -> Outbox {
        Outbox(store: rig.store, context: "test:42", baseURL: URL(string: "http://127.0.0.1:9")!, clock: FixedClock(now: OfflineRig.noon),
               settings: try settings(user: user))
    }

    @Test("made as alice while offline, sent as alice by a run whose user is bob; a run without the user reads but cannot write")
    func keptAndSentAsMade() async throws {
        let rig = try OfflineRig()
        let seen = Locked<[[String: String]]>([])
        let sender: OutboxSender = { write throws(DomainError) in
            seen.withLock { $0.append(write.preconditions.settings) }
            if seen.withLock({ $0.count }) == 1 { throw Self.down }
            return .changed
        }
        let alice = try Self.outbox(rig, user: "alice")
        try await expectEqual(alice.perform("complete", target: "1", send: sender), .queued(reason: Self.down))
        expectEqual(try rig.store.pendingOutbox(context: "test:42").first?.settings, ["user": "alice"])

        let report = try await Self.outbox(rig, user: "bob").flush(["complete": sender])
        expectEqual(report.sent.count, 1)
        expectEqual(seen.withLock { $0 }, [["user": "alice"], ["user": "alice"]])

        // No user: the settings still resolve (a read needs none), and a write is refused, nothing kept.
        let none = try Self.settings(user: nil)
        expectNil(none["user"])
        expectEqual(none.missingForWrites?.kind, .configuration)
        expectContains(none.missingForWrites?.message ?? "", "no user the changes are made as, which a change needs")
        expectContains(none.missingForWrites?.hint ?? "", "TEST_APP_USER")
        let anonymous = try Self.outbox(rig, user: nil)
        await #expect(throws: DomainError.self) { try await anonymous.perform("complete", target: "2", send: sender) }
        expectEmpty(try rig.store.pendingOutbox(context: "test:42"))
        expectEqual(seen.withLock { $0.count }, 2)
    }

    @Test("an optional setting that is not given is simply absent; an always-needed one stops the run")
    func needs() throws {
        let optional = AppSetting("team", "team", example: "t", needed: .optional)
        let given = try SettingsSource.resolve([optional], flags: [:], prefix: "TEST_APP", config: ConfigFile(path: "/c", values: [:]), environment: [:])
        expectNil(given["team"])
        expectNil(given.missingForWrites)
        let always = AppSetting("team", "team", example: "t")
        #expect(throws: DomainError.self) {
            try SettingsSource.resolve([always], flags: [:], prefix: "TEST_APP", config: ConfigFile(path: "/c", values: [:]), environment: [:])
        }
    }
}
