import Core
import Expectations
import Testing

@Suite("ImmediateClock", .timeLimit(.minutes(2)))
struct ImmediateClockTests {
    @Test("a sleep returns at once and moves the clock forward by the time slept")
    func sleepAdvances() async throws {
        let clock = ImmediateClock()
        expectEqual(clock.now.offset, .zero)
        try await clock.sleep(for: .seconds(1.5))
        try await clock.sleep(for: .milliseconds(250))
        expectEqual(clock.now.offset, .milliseconds(1750))
    }

    @Test("works through `any Clock<Duration>`, the way stubs take it")
    func existential() async throws {
        let clock = ImmediateClock()
        let delays: any Clock<Duration> = clock
        try await delays.sleep(for: .seconds(3))
        expectEqual(clock.now.offset, .seconds(3))
    }

    @Test("a deadline already passed leaves the clock where it is")
    func pastDeadline() async throws {
        let clock = ImmediateClock()
        try await clock.sleep(for: .seconds(2))
        try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(1)))
        expectEqual(clock.now.offset, .seconds(2))
    }

    @Test("a cancelled task's sleep throws CancellationError, as Task.sleep does, and does not advance")
    func cancellation() async {
        let clock = ImmediateClock()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        expectEqual(clock.now.offset, .zero)
    }

    @Test("instants order and measure by their offset")
    func instants() {
        let a = ImmediateClock.Instant(offset: .seconds(1))
        let b = a.advanced(by: .milliseconds(500))
        #expect(a < b)
        expectEqual(a.duration(to: b), .milliseconds(500))
    }
}
