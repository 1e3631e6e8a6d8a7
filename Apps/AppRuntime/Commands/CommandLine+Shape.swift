/// The shape of an app's command line before ArgumentParser sees it: global options may come
/// after the verb (`order-app list --order 42`), `--json=FIELDS` and `--json FIELDS` select
/// fields, and a mistyped verb gets a suggestion.
public struct CommandLineShape: Sendable {
    /// Global options that take a value (`--order`, `--base-url`, ...).
    public var valueOptions: Set<String>
    /// Global flags (`--json`, `--no-color`, ...).
    public var flags: Set<String>
    /// The app's own settings' flags (`--client-id`), to the setting's key.
    public var settingFlags: [String: String] = [:]
    /// The verbs, `help` included.
    public var verbs: [String]
    /// Field names `--json FIELDS` may name.
    public var jsonFields: Set<String>

    /// The shape of `App`'s command line.
    public init<App: AppDefinition>(_ app: App.Type) {
        // ArgumentParser's own `--generate-completion-script SHELL` takes a value too.
        valueOptions = ["--\(App.contextOption)", "--base-url", "--data-dir", "--json-fields", "--width", "--timeout",
                        "--generate-completion-script"]
        settingFlags = Dictionary(App.settings.compactMap { setting in setting.flag.map { ($0, setting.key) } }) { first, _ in first }
        valueOptions.formUnion(settingFlags.keys)
        flags = ["--json", "--no-color", "--no-pager", "--plain", "--verbose"]
        verbs = App.verbNames + ["help"]
        jsonFields = Set(App.jsonFields)
    }

    /// The shape from its parts (for tests).
    public init(valueOptions: Set<String>, flags: Set<String>, verbs: [String], jsonFields: Set<String>) {
        self.valueOptions = valueOptions
        self.flags = flags
        self.verbs = verbs
        self.jsonFields = jsonFields
    }

    /// The arguments with global options moved before the verb and `--json=FIELDS` spelled
    /// `--json --json-fields FIELDS`.
    public func normalized(_ arguments: [String]) -> [String] {
        var expanded: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                expanded += arguments[index...]
                break
            }
            if argument.hasPrefix("--json=") {
                expanded += ["--json", "--json-fields", String(argument.dropFirst("--json=".count))]
            } else if argument == "--json", index + 1 < arguments.count, isFieldList(arguments[index + 1]) {
                expanded += ["--json", "--json-fields", arguments[index + 1]]
                index += 1
            } else {
                expanded.append(argument)
            }
            index += 1
        }
        guard let verbIndex = verbIndex(expanded) else { return expanded }
        var before = Array(expanded[..<verbIndex])
        var after: [String] = [expanded[verbIndex]]
        index = verbIndex + 1
        while index < expanded.count {
            let argument = expanded[index]
            if argument == "--" {
                after += expanded[index...]
                break
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) {
                before.append(argument)
            } else if valueOptions.contains(name) {
                if name == argument, index + 1 >= expanded.count, settingFlags[name] != nil {
                    // An app's setting given last without a value: moved before the verb it would
                    // take the verb for one, so it goes with an empty value, said as such later.
                    before.append(argument + "=")
                } else {
                    before.append(argument)
                }
                if name == argument, index + 1 < expanded.count {
                    before.append(expanded[index + 1])
                    index += 1
                }
            } else {
                after.append(argument)
            }
            index += 1
        }
        return before + after
    }

    /// The app's own settings given as flags, by key, and the arguments without them (for
    /// ArgumentParser, which knows only the runtime's options). Applies to normalized
    /// arguments, where every global option stands before the verb.
    public func takingSettings(_ arguments: [String]) -> (settings: [String: String], rest: [String]) {
        var settings: [String: String] = [:]
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                rest += arguments[index...]
                break
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            if let key = settingFlags[parts[0]] {
                if parts.count == 2 {
                    settings[key] = parts[1]
                } else if index + 1 < arguments.count {
                    settings[key] = arguments[index + 1]
                    index += 1
                } else {
                    // Given without a value: said as such when the settings are read.
                    settings[key] = ""
                }
            } else {
                rest.append(argument)
            }
            index += 1
        }
        return (settings, rest)
    }

    /// Where the verb is: the first word that is neither an option nor an option's value.
    public func verbIndex(_ arguments: [String]) -> Int? {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return nil }
            if argument.hasPrefix("-") {
                if valueOptions.contains(argument) { index += 1 }
            } else {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The verb a mistyped `word` most likely meant, if one is close enough.
    public func suggestion(for word: String) -> String? {
        guard !verbs.contains(word) else { return nil }
        return Self.closest(to: word, among: verbs, orStartOf: true)
    }

    /// The one of `candidates` that `word` most likely meant: one or two keystrokes away (fewer
    /// for a short one), or, with `orStartOf`, one it starts (two letters at least). Nil when
    /// none is that close.
    static func closest(to word: String, among candidates: [String], orStartOf: Bool = false) -> String? {
        let lowered = word.lowercased()
        let scored = candidates.map { ($0, distance(lowered, $0)) }.filter { candidate, distance in
            distance <= max(1, min(2, candidate.count / 3)) || (orStartOf && lowered.count >= 2 && candidate.hasPrefix(lowered))
        }
        return scored.min { $0.1 < $1.1 }?.0
    }

    private func isFieldList(_ word: String) -> Bool {
        let names = word.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return !names.isEmpty && names.allSatisfy { jsonFields.contains($0) } && !verbs.contains(word)
    }

    /// Edit distance with transpositions (optimal string alignment).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
