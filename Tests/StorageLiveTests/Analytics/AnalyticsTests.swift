import Core
import Expectations
import Foundation
import StorageLive
import Testing

@Suite("Analytics log", .timeLimit(.minutes(2)))
struct AnalyticsTests {
    @Test("tracked events read back with properties, context and the clock's time, oldest first")
    func recordedAndRead() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let orders = store.analytics(context: "order:42", clock: FixedClock(now: Fixtures.noon))
            let chats = store.analytics(context: "chat:c-7", clock: FixedClock(now: Fixtures.noon.addingTimeInterval(5)))

            orders.track(AnalyticsEvent("some_list_viewed", ["count": "3", "stale": "false"]))
            chats.track(AnalyticsEvent("some_completed"))

            let events = try store.analyticsEvents(limit: 10)
            expectEqual(events.map(\.event), [
                AnalyticsEvent("some_list_viewed", ["count": "3", "stale": "false"]),
                AnalyticsEvent("some_completed"),
            ])
            expectEqual(events.map(\.context), ["order:42", "chat:c-7"])
            expectEqual(events.map(\.timestamp), [Fixtures.noon, Fixtures.noon.addingTimeInterval(5)])
        }
    }

    @Test("a limit keeps the latest events, still oldest first")
    func limitKeepsLatest() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let analytics = store.analytics(context: "order:42", clock: FixedClock(now: Fixtures.noon))
            for name in ["a", "b", "c", "d"] {
                analytics.track(AnalyticsEvent(name))
            }

            try expectEqual(store.analyticsEvents(limit: 2).map(\.event.name), ["c", "d"])
            try expectEqual(store.analyticsEvents(limit: 0), [])
        }
    }

    @Test("an event that cannot be stored is dropped without throwing or crashing")
    func failureIsDropped() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let analytics = store.analytics(context: "order:42", clock: FixedClock(now: Fixtures.noon))
            try RawDatabase(path: store.statePath).execute("DROP TABLE analytics_events")

            analytics.track(AnalyticsEvent("some_list_viewed"))

            let error = #expect(throws: DomainError.self) { try store.analyticsEvents(limit: 1) }
            expectEqual(error?.kind, .storage)
        }
    }
}
