/// Decides whether output may be coloured.
public enum ColorMode {
    /// Colour only when nothing asks otherwise: no `--no-color` flag, no non-empty `NO_COLOR`
    /// (no-color.org), `TERM` not `dumb`, and standard output is a terminal.
    public static func shouldUseColor(
        noColorFlag: Bool,
        environment: [String: String],
        stdoutIsTerminal: Bool
    ) -> Bool {
        if noColorFlag { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return stdoutIsTerminal
    }
}
