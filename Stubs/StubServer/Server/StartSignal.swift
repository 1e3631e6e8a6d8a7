import Foundation

/// A one-shot result that one task resolves and another awaits; later resolutions are ignored.
///
/// Starting races "the server is listening" against "the server failed to bind"; whichever
/// comes first decides what `start()` returns.
final class StartSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Void, any Error>?
    private var continuation: CheckedContinuation<Void, any Error>?

    func resolve(_ newResult: Result<Void, any Error>) {
        lock.lock()
        guard result == nil else { lock.unlock(); return }
        result = newResult
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(with: newResult)
    }

    func wait() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(with: result)
            } else {
                self.continuation = continuation
                lock.unlock()
            }
        }
    }
}
