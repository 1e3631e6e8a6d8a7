import CCurl
import FoundationEssentials
import Synchronization

/// The state of one exchange while libcurl runs it on a worker thread.
///
/// libcurl's callbacks reach it through an opaque pointer. Only the worker thread touches the
/// buffers during the exchange; the cancel flag is atomic because any task may set it.
final class Transfer: @unchecked Sendable {
    let limit: Int
    var body = Data()
    var headers = HTTPHeaderFields()
    var exceededLimit = false
    let cancelled = Atomic<Bool>(false)

    init(limit: Int) {
        self.limit = limit
    }

    /// Receives body bytes; returning less than given makes libcurl stop with a write error.
    static let write: curl_write_callback = { pointer, size, count, context in
        guard let pointer, let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard transfer.body.count + length <= transfer.limit else {
            transfer.exceededLimit = true
            return 0
        }
        pointer.withMemoryRebound(to: UInt8.self, capacity: length) { transfer.body.append($0, count: length) }
        return length
    }

    /// Receives header lines; a new status line (a redirect's next response) starts afresh.
    static let header: curl_write_callback = { pointer, size, count, context in
        guard let pointer, let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        transfer.headers.receive(line: line)
        return length
    }

    /// Called by libcurl during the exchange; a non-zero answer aborts it (cancellation).
    static let progress: curl_xferinfo_callback = { context, _, _, _, _ in
        guard let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        return transfer.cancelled.load(ordering: .relaxed) ? 1 : 0
    }
}
