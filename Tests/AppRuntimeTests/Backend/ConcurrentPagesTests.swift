import AppRuntime
import Core
import Expectations
import Testing

/// `ConcurrentPages` on pages that answer in an order the test chooses, without sleeping: each
/// page holds until the pages it must follow have answered.
@Suite("ConcurrentPages: the pages at once, joined in the order asked", .timeLimit(.minutes(2)))
struct ConcurrentPagesTests {
    /// Lets a page answer only after given others have: the order in which they finish.
    actor Turns {
        private var finished: [Int] = []
        private var waiting: [(after: Set<Int>, go: CheckedContinuation<Void, Never>)] = []
        private var inFlight = 0
        /// The most pages that were asked for and not yet answered, at any moment.
        private(set) var mostInFlight = 0

        /// The pages that have answered, first to last.
        var order: [Int] { finished }

        /// A page was asked for; it waits until every page in `others` has answered.
        func wait(after others: Set<Int>) async {
            inFlight += 1
            mostInFlight = max(mostInFlight, inFlight)
            guard !others.isSubset(of: Set(finished)) else { return }
            await withCheckedContinuation { waiting.append((others, $0)) }
        }

        /// Page `number` has answered: whoever waited only for it and those before goes on.
        func finish(_ number: Int) {
            inFlight -= 1
            finished.append(number)
            let done = Set(finished)
            let ready = waiting.filter { $0.after.isSubset(of: done) }
            waiting.removeAll { $0.after.isSubset(of: done) }
            for turn in ready { turn.go.resume() }
        }
    }

    @Test("pages that answer last first are joined in the order they were asked for")
    func lastFirst() async throws {
        let numbers = Array(2...10)
        let turns = Turns()
        let pages = try await ConcurrentPages.fetch(numbers, width: numbers.count) { number throws(DomainError) in
            // Page n answers once every later page has: all of them must be in flight at once.
            await turns.wait(after: Set(numbers.filter { $0 > number }))
            await turns.finish(number)
            return "page \(number)"
        }
        expectEqual(pages, numbers.map { "page \($0)" })
        await expectEqual(turns.order, numbers.reversed())
    }

    @Test("pages that answer in a shuffled order are joined in the order asked, with fewer in flight than pages")
    func shuffled() async throws {
        let numbers = Array(2...13)
        // Each page waits for the one before it in this order; within any window of four asked,
        // the first to answer is always among those already in flight.
        let answering = [3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12]
        let turns = Turns()
        let pages = try await ConcurrentPages.fetch(numbers, width: 4) { number throws(DomainError) in
            let place = answering.firstIndex(of: number)!
            await turns.wait(after: place == 0 ? [] : [answering[place - 1]])
            await turns.finish(number)
            return number * 10
        }
        expectEqual(pages, numbers.map { $0 * 10 })
        await expectEqual(turns.order, answering)
        // Never more than the width asked for (how many it reaches depends on how the tasks run).
        let most = await turns.mostInFlight
        #expect((1...4).contains(most), "\(most) in flight at once")
    }
}
