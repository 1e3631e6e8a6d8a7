import AppRuntime
import Core
import Expectations
import Foundation
import HTTPClientLive
import SomeFeatureHost
import StorageLive
import Testing

/// The offline core as an app runs it, in process: a fake adapter, a real SQLite store in a
/// temporary folder, the runtime's outbox, and a clock the test moves.
struct OfflineRig {
    static let noon = Date(timeIntervalSince1970: 1_795_176_000)
    static let somes: [Some] = [
        Some(id: "1", title: "Measure", status: .open, updatedAt: noon),
        Some(id: "2", title: "Cut", status: .inProgress, otherID: "7", updatedAt: noon),
    ]

    let directory: URL
    let backend: FakeSomeBackend
    let store: LocalStore
    let run: AppRun
    let client: OfflineSomeClient
    /// Waits for the list the store keeps in the background when the rig's last copy goes, so
    /// that no write outlives the test and lands in its folder after the folder was removed.
    private let settling: Settling

    /// A rig over `somes`; two rigs on the same `directory` share the database, as two runs do.
    /// `baseURL` says which backend the fake plays: the cache is kept per backend.
    init(directory: URL = TemporaryFolder.make("hosts"),
         backend: FakeSomeBackend = FakeSomeBackend(somes: OfflineRig.somes), now: Date = OfflineRig.noon,
         baseURL: URL = URL(string: "http://127.0.0.1:9")!, tolerating: Bool = false) throws {
        self.directory = directory
        self.backend = backend
        // `tolerating`: as an app opens it, going on without a file that cannot be used.
        store = tolerating ? LocalStore(tolerating: .together(in: directory)) : try LocalStore(directory: directory)
        let clock = FixedClock(now: now)
        let options = AppOptions(context: "42", baseURL: baseURL, token: "t", storage: .together(in: directory),
                                 json: false, render: RenderOptions(width: 80, color: false), verbose: false)
        let backendHTTP = JSONBackend(baseURL: options.baseURL, http: HTTPClient(), headers: [], timeout: .seconds(1),
                                      authHint: "", errors: .none, clock: ImmediateClock(), wallClock: clock)
        run = AppRun(options: options, commandName: "test-app", contextOption: "ctx", backend: backendHTTP, store: store,
                     storageContext: "test:42", outbox: Outbox(store: store, context: "test:42", baseURL: options.baseURL, clock: clock), clock: clock)
        client = OfflineSomeClient(backend: backend, run: run)
        settling = Settling(store)
    }

    private final class Settling: Sendable {
        let store: LocalStore
        init(_ store: LocalStore) { self.store = store }
        deinit { store.settle() }
    }

    /// Waits, as a run does before it ends, until the list it keeps beside its output is kept
    /// (or has failed to be, and said so).
    func settle() {
        store.settle()
    }

    /// Sends what waits in the outbox, as `sync` does.
    func flush() async throws -> OutboxReport {
        try await run.outbox.flush(client.outboxSenders)
    }
}
