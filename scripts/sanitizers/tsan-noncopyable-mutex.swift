// The proof behind tsan.supp's FlyingSocks line: ThreadSanitizer reports a "Swift access race"
// on a mutex shaped like FlyingSocks' (Sources/Mutex.swift, Glibc branch) when, and only when,
// its value type is generic over ~Copyable. Every access to the value is under the pthread
// mutex; the other thread only reads the pointer to that mutex, set once before it started.
//
//   swiftc -parse-as-library -sanitize=thread -g -Onone scripts/sanitizers/tsan-noncopyable-mutex.swift -o /tmp/tsan-mutex
//   /tmp/tsan-mutex                       # one "Swift access race", read in Storage.lock()
//   swiftc -parse-as-library -sanitize=thread -g -Onone -D COPYABLE scripts/sanitizers/tsan-noncopyable-mutex.swift -o /tmp/tsan-mutex
//   /tmp/tsan-mutex                       # no report: the same code with Value copyable
import Glibc

#if COPYABLE
struct Mutex<Value> {
    let storage: Storage<Value>
    init(_ initialValue: consuming sending Value) { storage = Storage(initialValue) }
    borrowing func withLock<Result>(_ body: (inout sending Value) -> sending Result) -> sending Result {
        storage.lock()
        defer { storage.unlock() }
        return body(&storage.value)
    }
}
final class Storage<Value> {
    private let lockPointer: UnsafeMutablePointer<pthread_mutex_t>
    var value: Value
    init(_ initialValue: consuming Value) {
        lockPointer = .allocate(capacity: 1)
        pthread_mutex_init(lockPointer, nil)
        value = initialValue
    }
    func lock() { pthread_mutex_lock(lockPointer) }
    func unlock() { pthread_mutex_unlock(lockPointer) }
}
#else
struct Mutex<Value: ~Copyable>: ~Copyable {
    let storage: Storage<Value>
    init(_ initialValue: consuming sending Value) { storage = Storage(initialValue) }
    borrowing func withLock<Result>(_ body: (inout sending Value) -> sending Result) -> sending Result {
        storage.lock()
        defer { storage.unlock() }
        return body(&storage.value)
    }
}
final class Storage<Value: ~Copyable> {
    private let lockPointer: UnsafeMutablePointer<pthread_mutex_t>
    var value: Value
    init(_ initialValue: consuming Value) {
        lockPointer = .allocate(capacity: 1)
        pthread_mutex_init(lockPointer, nil)
        value = initialValue
    }
    func lock() { pthread_mutex_lock(lockPointer) }
    func unlock() { pthread_mutex_unlock(lockPointer) }
}
#endif

typealias Flags = (isStarted: Bool, isCancelled: Bool)

@main struct Proof {
    static func main() {
        for _ in 0..<2000 {
            let state = Mutex<Flags>((isStarted: false, isCancelled: false))
            // The other thread gets the storage after it was made (pthread_create orders them).
            let handed = Unmanaged.passRetained(state.storage).toOpaque()
            var thread = pthread_t()
            pthread_create(&thread, nil, { raw in
                let storage = Unmanaged<Storage<Flags>>.fromOpaque(raw!).takeRetainedValue()
                storage.lock()
                storage.value.isCancelled = true
                storage.unlock()
                return nil
            }, handed)
            _ = state.withLock { $0.isStarted = true; return $0.isCancelled }
            pthread_join(thread, nil)
        }
        print("done")
    }
}
