import Foundation

/// What a test changes while the server runs (`/_stub/faults`, `/_stub/hold`, `/_stub/release`,
/// `/_stub/held`): the run faults, and a gate that holds API requests until released, so a test
/// can catch a client in the middle of a request and kill it there, without guessing a time.
actor StubControls {
    private let initialFaults: RunFaults
    /// The faults applied to API requests now.
    private(set) var runFaults: RunFaults
    private var holding = false
    private var stopped = false
    private var held: [(id: UUID, continuation: CheckedContinuation<Void, Never>)] = []
    private var watchers: [UUID: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]

    init(runFaults: RunFaults) {
        initialFaults = runFaults
        self.runFaults = runFaults
    }

    /// Replaces the run faults (`RunFaults.none` for none).
    func setRunFaults(_ faults: RunFaults) {
        runFaults = faults
    }

    /// From now on, API requests wait before being handled, until ``release()``.
    func hold() {
        holding = true
    }

    /// Stops holding and lets every held request go on, in the order they came; returns how
    /// many there were.
    @discardableResult
    func release() -> Int {
        holding = false
        let waiting = held
        held = []
        for request in waiting { request.continuation.resume() }
        return waiting.count
    }

    /// Back to the faults the server started with, nothing held.
    func reset() {
        runFaults = initialFaults
        release()
    }

    /// Waits here while requests are held; returns at once otherwise, and once the server stops
    /// (``stop()``) or the request's task is cancelled: a held request never outlives its server.
    func gate() async {
        guard holding, !stopped else { return }
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else { return continuation.resume() }
                held.append((id, continuation))
                for (watcherID, watcher) in watchers where held.count >= watcher.count {
                    watchers[watcherID] = nil
                    watcher.continuation.resume(returning: true)
                }
            }
        } onCancel: {
            Task { await self.letGo(id) }
        }
    }

    /// Lets every held request go on and holds none from now on: the server is stopping, and
    /// stopping waits for the requests it is serving.
    func stop() {
        stopped = true
        release()
        for (id, watcher) in watchers {
            watchers[id] = nil
            watcher.continuation.resume(returning: false)
        }
    }

    private func letGo(_ id: UUID) {
        guard let index = held.firstIndex(where: { $0.id == id }) else { return }
        held.remove(at: index).continuation.resume()
    }

    /// How many requests are held now.
    var heldCount: Int { held.count }

    /// Returns true once at least `count` requests are held, false if that did not happen
    /// within `timeout` (a bound for a test that went wrong, not a wait a test relies on).
    func waitUntilHeld(_ count: Int, timeout: Duration) async -> Bool {
        if held.count >= count { return true }
        let id = UUID()
        return await withCheckedContinuation { continuation in
            watchers[id] = (count, continuation)
            Task {
                try? await ContinuousClock().sleep(for: timeout)
                self.giveUp(id)
            }
        }
    }

    private func giveUp(_ id: UUID) {
        watchers.removeValue(forKey: id)?.continuation.resume(returning: false)
    }
}
