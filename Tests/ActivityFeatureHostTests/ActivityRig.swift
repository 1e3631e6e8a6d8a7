import ActivityFeature
import ActivityFeatureHost
import AppRuntime
import Core
import Expectations
import Foundation
import HTTPClientLive
import StorageLive
import Testing

/// A backend in memory whose answers a test sets, and which keeps each comment once per
/// idempotency key, as a real backend must.
final class FakeActivityBackend: ActivityBackend {
    private struct State {
        var entries: [ActivityEntry]
        var failure: DomainError?
        var posted: [String: (someID: SomeID, text: String)] = [:]
        var attempts = 0
    }

    private let state: Locked<State>

    init(entries: [ActivityEntry]) {
        state = Locked(State(entries: entries))
    }

    /// Every call fails with `error` until it is set back to nil.
    func fail(with error: DomainError?) { state.withLock { $0.failure = error } }

    /// The comments kept, by idempotency key.
    var posted: [String: String] { state.withLock { $0.posted.mapValues { "\($0.someID): \($0.text)" } } }

    /// Comment requests received, kept or not.
    var attempts: Int { state.withLock { $0.attempts } }

    func fetchAllActivity() async throws(DomainError) -> ActivityListing {
        try state.withLock { (state) throws(DomainError) -> ActivityListing in
            if let failure = state.failure { throw failure }
            return ActivityListing(entries: state.entries)
        }
    }

    func postComment(on someID: SomeID, text: String, idempotencyKey: String) async throws(DomainError) {
        try state.withLock { (state) throws(DomainError) in
            state.attempts += 1
            if let failure = state.failure { throw failure }
            if state.posted[idempotencyKey] == nil {
                state.posted[idempotencyKey] = (someID, text)
            }
        }
    }
}

/// ActivityFeature's offline core as an app runs it, in process: a fake backend, a real SQLite
/// store in a temporary folder, the runtime's outbox, and a fixed clock.
struct ActivityRig {
    static let noon = Date(timeIntervalSince1970: 1_795_176_000)
    static let entries = [
        ActivityEntry(id: "2", someID: "4", kind: .comment, text: "needs a second coat", author: "山田", at: noon),
        ActivityEntry(id: "1", someID: nil, kind: .unrecognised("assigned"), text: "order opened", author: "Bob",
                      at: noon.addingTimeInterval(-3_600)),
    ]

    let directory: URL
    let backend: FakeActivityBackend
    let run: AppRun
    let client: OfflineActivityClient

    /// A rig; two rigs on the same `directory` share the database, as two runs do.
    init(directory: URL = TemporaryFolder.make("activity"),
         backend: FakeActivityBackend = FakeActivityBackend(entries: ActivityRig.entries), now: Date = ActivityRig.noon) throws {
        self.directory = directory
        self.backend = backend
        let store = try LocalStore(directory: directory)
        let clock = FixedClock(now: now)
        let baseURL = URL(string: "http://127.0.0.1:9")!
        let options = AppOptions(context: "42", baseURL: baseURL, token: "t", storage: .together(in: directory),
                                 json: false, render: RenderOptions(width: 80, color: false), verbose: false)
        let http = JSONBackend(baseURL: baseURL, http: HTTPClient(), headers: [], timeout: .seconds(1), authHint: "", errors: .none,
                               clock: ImmediateClock(), wallClock: clock)
        run = AppRun(options: options, commandName: "test-app", contextOption: "ctx", backend: http, store: store,
                     storageContext: "test:42", outbox: Outbox(store: store, context: "test:42", baseURL: baseURL, clock: clock), clock: clock)
        client = OfflineActivityClient(backend: backend, run: run)
    }

    /// Sends what waits in the outbox, as `sync` does.
    func flush() async throws -> OutboxReport {
        try await run.outbox.flush(client.outboxSenders)
    }
}
