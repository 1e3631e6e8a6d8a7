import Foundation

/// What the watch says, as text.
enum Report {
    /// The run went past its budget.
    static func pastBudget(_ budget: Duration, running: [TestEvents.Running], now: Double) -> String {
        """
        suite-watch: the tests ran past their budget of \(budget.components.seconds) s and are stopped; \(running.isEmpty ? "no test was running (a hang between tests, or in the runner)" : "still running:")
        \(list(running, now: now))asking the test process for a backtrace of every thread (SIGQUIT), then killing it
        """
    }

    /// The test process ended by a signal.
    static func endedBySignal(_ number: Int32, running: [TestEvents.Running], ended: Int, core: String?) -> String {
        let name = signalName(number)
        return """
            suite-watch: the test process ended by \(name) (signal \(number)) after \(ended) tests had ended; \(running.isEmpty ? "no test was running" : "running then:")
            \(list(running, now: nil))\(core.map { "its core file: \($0)\n" } ?? "")its backtrace, if Swift's backtracer caught the signal, is above
            """
    }

    /// Processes or files the tests left behind.
    static func leftovers(processes: [Leftovers.Process], files: [String], mounts: [String] = [], folder: String) -> String {
        var text = "suite-watch: the tests left things behind in \(folder)\n"
        for process in processes { text += "  process \(process.pid): \(process.command) (killed now)\n" }
        for mount in mounts { text += "  mounted: \(mount)\n" }
        for file in files { text += "  file: \(file)\n" }
        text += "each test removes what it makes and stops what it starts (docs/testing.md)"
        return text
    }

    private static func list(_ running: [TestEvents.Running], now: Double?) -> String {
        running.map { test in
            let age = now.map { " for \(Int(($0 - test.since).rounded())) s" } ?? ""
            return "  \(test.started.replacingOccurrences(of: " started.", with: ""))\(age)  [\(test.id)]\n"
        }.joined()
    }

    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
        ]
        return names[number] ?? "signal \(number)"
    }

    /// A core file the process left in the current folder (`core` or `core.PID`, as the system's
    /// `core_pattern` names it), when core files are on (`ulimit -c`).
    static func coreFile(of pid: Int32) -> String? {
        let folder = FileManager.default.currentDirectoryPath
        return ["core.\(pid)", "core"].map { "\(folder)/\($0)" }.first { FileManager.default.fileExists(atPath: $0) }
    }
}
