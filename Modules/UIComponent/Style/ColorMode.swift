/// Whether to write colour, from the flag, the environment, the config file and the terminal.
public enum ColorMode {
    /// A preference from a config file (`color = auto|always|never`).
    public enum Preference: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// In order, the first that says something wins:
    /// 1. `--no-color` (never);
    /// 2. a non-empty `NO_COLOR` (never, no-color.org);
    /// 3. `FORCE_COLOR` or `CLICOLOR_FORCE` set to anything but empty or `0` (always, even in a pipe);
    /// 4. the config file's `color = always|never`;
    /// 5. otherwise colour when standard output is a terminal and `TERM` is not `dumb`.
    public static func shouldUseColor(
        noColorFlag: Bool,
        environment: [String: String],
        stdoutIsTerminal: Bool,
        configured: Preference = .auto
    ) -> Bool {
        if noColorFlag { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
            if let value = environment[name], !value.isEmpty, value != "0", value.lowercased() != "false" { return true }
        }
        switch configured {
        case .always: return true
        case .never: return false
        case .auto: break
        }
        if environment["TERM"] == "dumb" { return false }
        return stdoutIsTerminal
    }
}
