// Why the project locks with Core's `Locked` instead of the standard library's Mutex. Two
// threads bump a counter 10,000 times each behind Synchronization.Mutex. The count is always
// 20,000 (the lock excludes), yet ThreadSanitizer reports a "Swift access race" inside withLock
// in most runs: on Linux that Mutex waits on the futex directly, and TSan does not see it.
// The same program with Core's `Locked` (a pthread mutex, which TSan intercepts) reports none.
//
//   swiftc -parse-as-library -sanitize=thread -g -Onone scripts/sanitizers/tsan-stdlib-mutex.swift -o /tmp/tsan-stdlib-mutex
//   /tmp/tsan-stdlib-mutex      # 2 warnings in 2 of 3 runs, 10 in 5 runs; prints 20000
//
//   swiftc -parse-as-library -sanitize=thread -g -Onone -D LOCKED scripts/sanitizers/tsan-stdlib-mutex.swift \
//       Modules/Core/Concurrency/Locked.swift -o /tmp/tsan-locked
//   /tmp/tsan-locked            # no warning in 20 runs; prints 20000
import Glibc
#if !LOCKED
import Synchronization
typealias Locked = Mutex
#endif

final class Box: Sendable {
    let state = Locked((count: 0, flag: false))
}
@main struct Proof {
    static func main() {
        let box = Box()
        let handed = Unmanaged.passRetained(box).toOpaque()
        var threads: [pthread_t] = []
        for _ in 0..<2 {
            var thread = pthread_t()
            pthread_create(&thread, nil, { raw in
                let box = Unmanaged<Box>.fromOpaque(raw!).takeUnretainedValue()
                for _ in 0..<10_000 { box.state.withLock { $0.count += 1; $0.flag.toggle() } }
                return nil
            }, handed)
            threads.append(thread)
        }
        for thread in threads { pthread_join(thread, nil) }
        print(box.state.withLock { $0.count })
    }
}
