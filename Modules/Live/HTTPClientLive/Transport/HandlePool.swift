import Core
import CCurl

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
        _ = HandlePool.globalInit
    }

    /// libcurl's global set-up, once per process, before any handle exists.
    private static let globalInit: Void = {
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
    }()

    /// An idle handle, reset to no options but keeping its connections; or a new one.
    func checkOut() -> UnsafeMutableRawPointer? {
        if let handle = idle.withLock({ $0.handles.popLast() }) {
            curl_easy_reset(handle)
            return handle
        }
        return curl_easy_init()
    }

    /// Returns a handle for reuse, or closes it when the pool is full.
    func checkIn(_ handle: UnsafeMutableRawPointer) {
        let kept = idle.withLock { idle -> Bool in
            guard idle.handles.count < capacity else { return false }
            idle.handles.append(handle)
            return true
        }
        if !kept { curl_easy_cleanup(handle) }
    }

    deinit {
        idle.withLock { idle in
            idle.handles.forEach { curl_easy_cleanup($0) }
            idle.handles.removeAll()
        }
    }
}
