import Foundation

/// What Swift Testing's event stream (`--event-stream-output-path`, version 0) says about the
/// tests of one run, read as it grows: which started, which ended, and which run now.
public struct TestEvents {
    /// A test (a function, a suite or one case of a parameterized test) that started and has
    /// not ended.
    public struct Running: Equatable, Sendable {
        /// Swift Testing's id: `Module.Suite/function()/File.swift:12:6`.
        public var id: String
        /// What the stream said when it started: `Test "…" started.`
        public var started: String
        /// When it started, seconds since 1970.
        public var since: Double

        public init(id: String, started: String, since: Double) {
            self.id = id
            self.started = started
            self.since = since
        }
    }

    /// Started and not ended, in the order they started.
    public private(set) var running: [Running] = []
    /// Tests (functions and cases, not suites) that ended.
    public private(set) var ended = 0
    /// Issues recorded, known ones included.
    public private(set) var issues = 0
    private var unread = Data()

    public init() {}

    /// Reads `bytes` that came after those already read; a line cut short waits for the rest.
    public mutating func read(_ bytes: Data) {
        unread.append(bytes)
        while let newline = unread.firstIndex(of: 0x0A) {
            let line = unread[unread.startIndex..<newline]
            unread = Data(unread[unread.index(after: newline)...])
            take(line)
        }
    }

    /// The tests running now that are functions or cases, not the suites holding them.
    public var runningTests: [Running] {
        running.filter { !$0.started.hasPrefix("Suite ") }
    }

    private mutating func take(_ line: Data) {
        guard let record = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
              record["kind"] as? String == "event",
              let payload = record["payload"] as? [String: Any],
              let kind = payload["kind"] as? String else { return }
        let id = (payload["testID"] as? String).map { id in
            // A case of a parameterized test is the function's id with the case's arguments.
            (payload["_testCase"] as? [String: Any])?["id"].map { "\(id) \($0)" } ?? id
        } ?? ""
        let text = ((payload["messages"] as? [[String: Any]])?.first?["text"] as? String) ?? id
        let instant = ((payload["instant"] as? [String: Any])?["since1970"] as? Double) ?? 0
        switch kind {
        case "testStarted", "testCaseStarted":
            running.append(Running(id: id, started: text, since: instant))
        case "testEnded", "testCaseEnded":
            if let index = running.lastIndex(where: { $0.id == id }) {
                if !running[index].started.hasPrefix("Suite ") && kind == "testEnded" { ended += 1 }
                running.remove(at: index)
            }
        case "issueRecorded":
            issues += 1
        default:
            break
        }
    }
}
