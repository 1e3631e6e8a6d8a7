import AppHarness
import AppRuntime
import Core
import DemoBackends
import Expectations
import Foundation
@testable import SiteApp
import SiteContract
import Testing

/// site-app's writes name the version of the task the person saw (`If-Match`), from `show`
/// (its `ETag`) or from `list` (checked against the task before writing): a change someone made
/// since is refused, exit 1, nothing queued, online and when sent later by `sync`.
@Suite("site-app: writes against the version the person saw", .timeLimit(.minutes(2)))
struct WritePreconditionTests {
    /// Task 1 of S-1 as someone else changes it.
    static let touch = "/_stub/site/touch?site=\(SiteDemo.site)&task=1"

    @Test("done after show writes with If-Match and reads nothing first")
    func doneAfterShow() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["show", "1"]).status, 0)
        rig.recorder.clear()
        let done = await rig.run(["--json", "done", "1"])
        expectEqual(done.status, 0, "\(done.stderr)")
        let first = try #require(rig.recorder.exchanges.first)
        expectEqual(first.method, "PATCH", "\(rig.recorder.exchanges)")
        expectEqual(first.headers["if-match"]?.isEmpty, false)
        expectEqual(first.headers["content-type"], SiteAPI.mediaType)
        expectContains(done.stdout, "\"status\":\"done\"", "\(done.stdout)")
    }

    @Test("a change made after show makes done refuse: exit 1, both versions, commands to paste, nothing queued")
    func changedAfterShow() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["show", "1"]).status, 0)
        try await rig.stub.admin("POST", Self.touch)
        let done = await rig.run(["done", "1"])
        expectEqual(done.status, 1, "\(done.stderr)")
        expectContains(done.stderr, "task 1 was changed by someone else since you looked (you saw version", "\(done.stderr)")
        expectContains(done.stderr, ", it is now version", "\(done.stderr)")
        expectContains(done.stderr, "`\(rig.hint("show 1"))`", "\(done.stderr)")
        expectContains(done.stderr, "`\(rig.hint("done 1"))`", "\(done.stderr)")
        let sync = await rig.run(["--json", "sync"])
        expectEqual(sync.status, 0, "\(sync.stderr)")
        expectNotContains(sync.stdout, "\"target\":\"1\"", "\(sync.stdout)")
        // Looking again gives the new version, and the write goes through.
        await expectEqual(rig.run(["show", "1"]).status, 0)
        let again = await rig.run(["done", "1"])
        expectEqual(again.status, 0, "\(again.stderr)")
    }

    @Test("done on a task someone else completed since show or list: exit 0, it was already done, changed false, nothing queued",
          arguments: ["show", "list"])
    func completedBySomeoneElse(looked: String) async throws {
        for json in [true, false] {
            let rig = try SiteRig()
            defer { rig.cleanUp() }
            await expectEqual(rig.run([looked, looked == "show" ? "1" : nil].compactMap { $0 }).status, 0)
            try await rig.stub.admin("POST", Self.touch + "&state=done")
            let done = await rig.run((json ? ["--json"] : []) + ["done", "1"])
            expectEqual(done.status, 0, "\(done.stderr)")
            if json {
                let document = try JSONValue(parsing: done.stdout)
                expectEqual(document.members["changed"], .bool(false), "\(done.stdout)")
                expectEqual(document.members["queued"], .bool(false), "\(done.stdout)")
                expectEqual(document.members["some"]?.members["status"], .string("done"), "\(done.stdout)")
            } else {
                expectContains(done.stdout + done.stderr, "was already done; nothing was changed", "\(done.stdout)\(done.stderr)")
                expectNotContains(done.stdout + done.stderr, "Marked")
            }
            let sync = await rig.run(["--json", "sync"])
            expectNotContains(sync.stdout, "\"target\":\"1\"", "\(sync.stdout)")
        }
    }

    @Test("done after list checks the task is as listed, then writes with its ETag; a change since is refused")
    func doneAfterList() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["list"]).status, 0)
        try await rig.stub.admin("POST", Self.touch)
        let refused = await rig.run(["done", "1"])
        expectEqual(refused.status, 1, "\(refused.stderr)")
        expectContains(refused.stderr, "you saw the version changed at", "\(refused.stderr)")

        await expectEqual(rig.run(["list"]).status, 0)
        rig.recorder.clear()
        let done = await rig.run(["done", "1"])
        expectEqual(done.status, 0, "\(done.stderr)")
        expectEqual(rig.recorder.exchanges.prefix(2).map(\.method), ["GET", "PATCH"], "\(rig.recorder.exchanges)")
    }

    @Test("a refresh that shows nothing (sync, other) does not count as looking: done still refuses a change made after list")
    func refreshIsNotLooking() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["list"]).status, 0)
        try await rig.stub.admin("POST", Self.touch)
        await expectEqual(rig.run(["sync"]).status, 0)
        await expectEqual(rig.run(["other", "1"]).status, 0)
        let refused = await rig.run(["done", "1"])
        expectEqual(refused.status, 1, "\(refused.stderr)")
        expectContains(refused.stderr, "changed by someone else", "\(refused.stderr)")
    }

    @Test("a done queued offline keeps its version; a change made meanwhile is refused by sync and not queued again")
    func queuedThenChanged() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["show", "1"]).status, 0)
        try await rig.stub.admin("POST", "/_stub/faults?spec=status%3D503")
        let queued = await rig.run(["done", "1"])
        expectEqual(queued.status, 75, "\(queued.stderr)")
        try await rig.stub.admin("POST", "/_stub/faults?spec=")
        try await rig.stub.admin("POST", Self.touch)
        let sync = await rig.run(["sync"])
        expectContains(sync.stderr, "changed by someone else", "\(sync.stderr)\n\(sync.stdout)")
        rig.recorder.clear()
        let after = await rig.run(["--json", "sync"])
        #expect(!rig.recorder.exchanges.contains { $0.method == "PATCH" }, "\(rig.recorder.exchanges)")
        expectEqual(after.status, 0, "\(after.stderr)")
    }

    @Test("a weak ETag (a compressing proxy's) is kept as sent: show reads it, done echoes it once, a change since is refused, sync sends a queued done")
    func weakETags() async throws {
        var backends = DemoBackends()
        backends.siteWeakETags = true
        let rig = try SiteRig(backends: backends)
        defer { rig.cleanUp() }
        let shown = await rig.run(["show", "1"])
        expectEqual(shown.status, 0, "\(shown.stderr)")
        rig.recorder.clear()
        let done = await rig.run(["done", "1"])
        expectEqual(done.status, 0, "\(done.stderr)")
        expectEqual(rig.recorder.exchanges.filter { $0.method == "PATCH" }.map { $0.headers["if-match"] }, [#"W/"t1-v1""#],
                    "\(rig.recorder.exchanges)")

        await expectEqual(rig.run(["show", "2"]).status, 0)
        try await rig.stub.admin("POST", "/_stub/site/touch?site=\(SiteDemo.site)&task=2")
        let refused = await rig.run(["done", "2"])
        expectEqual(refused.status, 1, "\(refused.stderr)")
        expectContains(refused.stderr, #"(you saw version W/"t2-v1", it is now version W/"t2-v2")"#, "\(refused.stderr)")

        await expectEqual(rig.run(["show", "4"]).status, 0)
        try await rig.stub.admin("POST", "/_stub/faults?spec=status%3D503")
        await expectEqual(rig.run(["done", "4"]).status, 75)
        try await rig.stub.admin("POST", "/_stub/faults?spec=")
        rig.recorder.clear()
        let sync = await rig.run(["sync"])
        expectEqual(sync.status, 0, "\(sync.stderr)")
        expectEqual(rig.recorder.exchanges.filter { $0.method == "PATCH" }.map { $0.headers["if-match"] }, [#"W/"t4-v1""#],
                    "\(rig.recorder.exchanges)")
        expectContains(sync.stdout, "Sent 1 waiting change", "\(sync.stdout)")
    }

    @Test("no write is ever sent without If-Match")
    func neverWithoutIfMatch() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        _ = await rig.run(["done", "1"])
        _ = await rig.run(["list"])
        _ = await rig.run(["done", "2"])
        let writes = rig.recorder.exchanges.filter { $0.method == "PATCH" }
        #expect(!writes.isEmpty)
        #expect(writes.allSatisfy { $0.headers["if-match"]?.isEmpty == false })
    }
}

/// The outbox may send a write again after its first send applied (the run that sent it was
/// killed before it recorded so): with `If-Match` that second send meets a 412, and a task
/// already done is the write's outcome, not someone else's change.
@Suite("site-app: a write sent twice", .timeLimit(.minutes(2)))
struct WriteSentTwiceTests {
    @Test("the second send of an applied completion succeeds without writing; a task reopened since is refused")
    func sentTwice() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["show", "1"]).status, 0)
        let done = await rig.run(["done", "1"])
        expectEqual(done.status, 0, "\(done.stderr)")
        let sent = try #require(rig.recorder.exchanges.first { $0.method == "PATCH" })
        let ifMatch = try #require(sent.headers["if-match"])
        let adapter = try await rig.adapter()
        // Sent again with the version it was made against: already done, so it stands.
        expectEqual(try await adapter.complete(id: "1", preconditions: WritePreconditions(idempotencyKey: "k", version: ifMatch)), .unchanged)
        // Seen in a list (no ETag): a task done since, by this write or anyone, is the write's outcome too.
        expectEqual(try await adapter.complete(id: "1", preconditions: WritePreconditions(idempotencyKey: "k", version: "changed-at=1")), .unchanged)
        // Reopened by someone else meanwhile: the old version is refused, naming it.
        try await rig.stub.admin("POST", "/_stub/site/touch?site=S-1&task=1&state=open")
        do {
            _ = try await adapter.complete(id: "1", preconditions: WritePreconditions(idempotencyKey: "k", version: ifMatch))
            Issue.record("a write against an old version went through")
        } catch {
            expectEqual(error.status, 412)
            // A conflict with what was seen: a screen offers to look again (r), then retry (d).
            #expect(error.changedSinceSeen, "\(error)")
        }
        // A refusal of another kind is no such conflict.
        do {
            _ = try await adapter.complete(id: "404", preconditions: WritePreconditions(idempotencyKey: "k", version: ifMatch))
            Issue.record("a write to a task that does not exist went through")
        } catch {
            #expect(!error.changedSinceSeen, "\(error)")
        }
    }
}

/// `sync` when the credentials fail under it: a token that expires between two queued writes is
/// renewed and both are sent; a token endpoint that cannot be reached keeps every write queued.
@Suite("site-app: sync when the token fails", .timeLimit(.minutes(2)))
struct SyncTokenFaultTests {
    /// Queues completions of tasks 1 and 4, seen by `list`, with the backend failing.
    private func queueTwo(_ rig: SiteRig) async throws {
        await expectEqual(rig.run(["list"]).status, 0)
        try await rig.stub.admin("POST", "/_stub/faults?spec=status%3D503")
        await expectEqual(rig.run(["done", "1"]).status, 75)
        await expectEqual(rig.run(["done", "4"]).status, 75)
        try await rig.stub.admin("POST", "/_stub/faults?spec=")
    }

    @Test("a token that expired while the writes waited is renewed once; both are sent")
    func expiredMidSync() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        try await queueTwo(rig)
        try await rig.stub.admin("POST", "/_stub/site/expire-tokens")
        rig.recorder.clear()
        let sync = await rig.run(["sync"])
        expectEqual(sync.status, 0, "\(sync.stdout)\(sync.stderr)")
        expectPrefix(sync.stdout, "Sent 2 waiting changes.", "\(sync.stdout)")
        expectEqual(rig.recorder.exchanges.filter { $0.path == "/oauth/token" }.count, 1, "\(rig.recorder.exchanges)")
        expectEqual(rig.recorder.exchanges.filter { $0.method == "PATCH" && $0.status == 200 }.count, 2)
    }

    @Test("a token endpoint that cannot be reached keeps both writes queued (75) and says why; they go once it is back")
    func tokenEndpointDown() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        try await queueTwo(rig)
        try await rig.stub.admin("POST", "/_stub/site/expire-tokens")
        rig.recorder.setTokenEndpointDown(true)
        let down = await rig.run(["sync"])
        expectEqual(down.status, 75, "\(down.stdout)\(down.stderr)")
        expectContains(down.stdout, "2 still waiting", "\(down.stdout)")
        expectContains(down.stderr, "could not get an access token", "\(down.stderr)")
        #expect(!rig.recorder.exchanges.contains { $0.method == "PATCH" && $0.status == 200 })
        rig.recorder.setTokenEndpointDown(false)
        let back = await rig.run(["sync"])
        expectEqual(back.status, 0, "\(back.stdout)\(back.stderr)")
        expectPrefix(back.stdout, "Sent 2 waiting changes.", "\(back.stdout)")
    }
}
