import Core
import CCurl
import Synchronization

/// Idle libcurl easy handles, reused last-in first-out.
///
/// A libcurl handle keeps its connections open after an exchange, so handing the most recently
/// used handle to the next request to the same host reuses its connection.
final class HandlePool: Sendable {
    private struct Idle: @unchecked Sendable {
        var handles: [UnsafeMutableRawPointer] = []
    }

    private let idle = Locked(Idle())
    private let capacity: Int

    init(capacity: Int = 16) {
        self.capacity = capacity
    }

    /// An idle handle, reset to no options but keeping its connections; or a new one.
    func checkOut(_ curl: Curl) -> UnsafeMutableRawPointer? {
        if let handle = idle.withLock({ $0.handles.popLast() }) {
            curl.easyReset(handle)
            return handle
        }
        return curl.easyInit()
    }

    /// Returns a handle for reuse, or closes it when the pool is full.
    func checkIn(_ handle: UnsafeMutableRawPointer, _ curl: Curl) {
        let kept = idle.withLock { idle -> Bool in
            guard idle.handles.count < capacity else { return false }
            idle.handles.append(handle)
            return true
        }
        if !kept { curl.easyCleanup(handle) }
    }

    /// Set for a process that exits as soon as its run is over (``HTTPClient/leaveConnectionsToExit()``).
    static let leftToExit = Atomic<Bool>(false)

    deinit {
        // The exit closes every socket at once; closing them here, one handle after another,
        // would only put off the exit by as long.
        if Self.leftToExit.load(ordering: .relaxed) { return }
        idle.withLock { idle in
            // A handle exists only once libcurl was loaded.
            if !idle.handles.isEmpty, let curl = try? Curl.loaded() {
                idle.handles.forEach { curl.easyCleanup($0) }
            }
            idle.handles.removeAll()
        }
    }
}
