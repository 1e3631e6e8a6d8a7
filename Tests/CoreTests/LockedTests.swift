import Core
import Expectations
import Foundation
import Testing

@Suite("Locked", .timeLimit(.minutes(2)))
struct LockedTests {
    private struct Refused: Error, Equatable {}

    @Test("two threads that read, yield and write behind the lock lose no update")
    func excludes() {
        let counter = Locked(0)
        let done = DispatchGroup()
        // Both threads start together, so that their loops overlap.
        let start = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            done.enter()
            Thread.detachNewThread {
                start.wait()
                for step in 0..<100_000 {
                    counter.withLock { value in
                        let read = value
                        // A pause between the read and the write, now and then: without the
                        // lock, the other thread's writes in it would be lost.
                        if step % 8 == 0 { sched_yield() }
                        value = read + 1
                    }
                }
                done.leave()
            }
        }
        start.signal()
        start.signal()
        done.wait()
        expectEqual(counter.withLock { $0 }, 200_000)
    }

    @Test("withLock returns what its body returns and rethrows its typed error, and the lock is free after either",
          .timeLimit(.minutes(2)))
    func returnsAndRethrows() {
        let names = Locked(["a"])
        let count = names.withLock { names -> Int in
            names.append("b")
            return names.count
        }
        expectEqual(count, 2)
        #expect(throws: Refused()) {
            try names.withLock { (_: inout [String]) throws(Refused) in throw Refused() }
        }
        // A lock left held by the throw would hang here (and fail on the time limit).
        expectEqual(names.withLock { $0 }, ["a", "b"])
    }
}
