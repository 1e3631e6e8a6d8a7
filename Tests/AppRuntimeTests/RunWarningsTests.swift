import AppRuntime
import Core
import Expectations
import Testing

/// What a run could not keep on disk is said once per cause, and waits while the full-screen UI
/// owns the terminal.
@Suite("RunWarnings", .timeLimit(.minutes(2)))
struct RunWarningsTests {
    final class Lines: @unchecked Sendable {
        var written: [String] = []
    }

    @Test("the same message, or the same thing to fix (the hint), is said once; another cause is said too")
    func once() {
        let lines = Lines()
        let warnings = RunWarnings { lines.written.append($0) }
        let full = "free some space on the disk mounted at /data, or point --data-dir at another disk"
        warnings.report(DomainError(.storage, "could not read the outbox: the disk is full (/data/a/store.sqlite)", hint: full))
        warnings.report(DomainError(.storage, "could not read the outbox: the disk is full (/data/a/store.sqlite)", hint: full))
        warnings.report(DomainError(.storage, "could not save the list for offline use: the disk is full (/data/c/cache.sqlite)", hint: full))
        warnings.report(DomainError(.storage, "could not read what was seen: /s/state.sqlite is not a SQLite database",
                                    hint: "move /s/state.sqlite aside and run again"))
        expectEqual(warnings.said.count, 2)
        expectEqual(lines.written.count, 2)
        expectEqual(lines.written[0], "! could not read the outbox: the disk is full (/data/a/store.sqlite)\n  → \(full)\n")
        expectPrefix(lines.written[1], "! could not read what was seen: /s/state.sqlite")
    }

    @Test("held while the full-screen UI runs, then said in order on release; later ones at once")
    func held() {
        let lines = Lines()
        let warnings = RunWarnings { lines.written.append($0) }
        warnings.hold()
        warnings.report(DomainError(.storage, "could not save A", hint: "a"))
        warnings.report(DomainError(.storage, "could not save B", hint: "b"))
        expectEmpty(lines.written)
        expectEqual(warnings.said.count, 2)
        warnings.release()
        expectEqual(lines.written.map { $0.split(separator: "\n")[0] }, ["! could not save A", "! could not save B"])
        warnings.report(DomainError(.storage, "could not save C", hint: "c"))
        expectEqual(lines.written.count, 3)
    }
}
