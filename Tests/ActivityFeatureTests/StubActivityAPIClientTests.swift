import ActivityFeature
import ActivityFeatureStubs
import Core
import Expectations
import Foundation
import Testing

/// The stub backend keeps the promises the feature's tests and sandbox rely on.
@Suite("StubActivityAPIClient", .timeLimit(.minutes(2)))
struct StubActivityAPIClientTests {
    @Test("an applied comment is recorded and shows first in the activity afterwards, dated at the stub's now")
    func applied() async throws {
        let api = StubActivityAPIClient.listing(Fixture.entries)
        let outcome = try await api.comment(on: "4", text: "Second coat done")
        expectEqual(outcome, .applied)
        let listing = try await api.listActivity()
        expectEqual(listing.entries.count, 6)
        let first = try #require(listing.entries.first)
        expectEqual(first.someID, "4")
        expectEqual(first.kind, .comment)
        expectEqual(first.text, "Second coat done")
        expectEqual(first.at, ActivityFactory.referenceNow)
        expectEqual(api.calls, [.comment("4", text: "Second coat done"), .listActivity])
    }

    @Test("a queued comment comes back queued with its reason; a refused one throws")
    func queuedAndRefused() async throws {
        let queued = StubActivityAPIClient(.init(comment: .queued(Fixture.down)))
        try await expectEqual(queued.comment(on: "1", text: "x"), .queued(reason: Fixture.down))
        let refusal = DomainError(.rejected, "the comment is too long")
        let refused = StubActivityAPIClient(.init(comment: .refused(refusal)))
        await #expect(throws: refusal) { try await refused.comment(on: "1", text: "x") }
        expectEmpty(refused.unexpectedCalls)
    }

    @Test("an endpoint it was not given throws naming the method, and is recorded")
    func unexpected() async {
        let api = StubActivityAPIClient.empty
        do {
            _ = try await api.comment(on: "1", text: "hello")
            Issue.record("an unexpected comment was accepted")
        } catch {
            expectEqual(error.message, "stub: unexpected call to ActivityFeatureAPIClient.comment(on:text:); the stub was given no response for it")
            expectEqual(error.kind, .rejected)
        }
        expectEqual(api.unexpectedCalls, ["ActivityFeatureAPIClient.comment(on:text:)"])
        expectEqual(api.calls, [.comment("1", text: "hello")])
    }

    @Test("its delay is slept on the clock it is given, not in real time")
    func delay() async throws {
        let clock = ImmediateClock()
        let api = StubActivityAPIClient(.init(list: .success(ActivityListing(entries: [])), delay: .milliseconds(1500)), delayClock: clock)
        _ = try await api.listActivity()
        _ = try? await api.comment(on: "1", text: "x")
        expectEqual(clock.now.offset, .milliseconds(3000))
    }
}
