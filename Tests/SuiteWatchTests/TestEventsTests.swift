import Expectations
import Foundation
import SuiteWatch
import Testing

@Suite("TestEvents: what runs now, from Swift Testing's event stream", .timeLimit(.minutes(2)))
struct TestEventsTests {
    static func event(_ kind: String, _ id: String, _ text: String, testCase: String? = nil, at: Double = 1_000) -> String {
        let testCase = testCase.map { #""_testCase":{"displayName":"x","id":"\#($0)"},"# } ?? ""
        return #"{"kind":"event","payload":{\#(testCase)"instant":{"absolute":1,"since1970":\#(at)},"kind":"\#(kind)","messages":[{"symbol":"default","text":"\#(text)"}],"testID":"\#(id)"},"version":0}"#
    }

    @Test("a test that started and has not ended runs; one that ended does not; suites are not tests")
    func runningAndEnded() {
        var events = TestEvents()
        events.read(Data([
            Self.event("testStarted", "M.S", "Suite \\\"S\\\" started."),
            Self.event("testStarted", "M.S/a()/F.swift:1:1", "Test a() started.", at: 10),
            Self.event("testStarted", "M.S/b()/F.swift:2:1", "Test b() started.", at: 11),
            Self.event("testEnded", "M.S/a()/F.swift:1:1", "Test a() passed."),
            #"{"kind":"test","payload":{"id":"M.S","kind":"suite"},"version":0}"#,
        ].joined(separator: "\n").utf8) + Data("\n".utf8))
        expectEqual(events.runningTests, [TestEvents.Running(id: "M.S/b()/F.swift:2:1", started: "Test b() started.", since: 11)])
        expectEqual(events.running.map(\.id), ["M.S", "M.S/b()/F.swift:2:1"])
        expectEqual(events.ended, 1)
    }

    @Test("the cases of a parameterized test are told apart; a line cut short waits for its end")
    func casesAndPartialLines() {
        var events = TestEvents()
        let first = Self.event("testCaseStarted", "M.S/p(x:)/F.swift:3:1", "Test case 1 started.", testCase: "c1")
        let second = Self.event("testCaseStarted", "M.S/p(x:)/F.swift:3:1", "Test case 2 started.", testCase: "c2")
        let ended = Self.event("testCaseEnded", "M.S/p(x:)/F.swift:3:1", "Test case 1 passed.", testCase: "c1")
        let all = Data((first + "\n" + second + "\n" + ended + "\n").utf8)
        events.read(all.prefix(first.utf8.count + 10))
        expectEqual(events.runningTests.map(\.started), ["Test case 1 started."])
        events.read(all.dropFirst(first.utf8.count + 10))
        expectEqual(events.runningTests.map(\.started), ["Test case 2 started."])
    }
}
