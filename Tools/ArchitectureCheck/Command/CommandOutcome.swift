/// What a run of the command printed and how it exited, so tests can check it without a process.
public struct CommandOutcome: Hashable, Sendable {
    /// 0: no violations; 1: violations; 64, 65, 66: see ``ArchitectureCheckError/exitCode``.
    public let exitCode: Int32
    /// The report, if asked for, and the one-line verdict when there are no violations; or the
    /// Mermaid diagram alone.
    public let standardOutput: String
    /// Each violation or the error, one per line.
    public let standardError: String

    /// Makes an outcome.
    public init(exitCode: Int32, standardOutput: String = "", standardError: String = "") {
        self.exitCode = exitCode
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
