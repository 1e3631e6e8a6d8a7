import Core

/// Every word SomeFeature shows a person for the state of a some, in one table. The list, the
/// details, the filter line, the keys overlay, the line mode's messages and `--help` all read it,
/// so a state is never called two things. `--json` keeps the normalized names (`in_progress`):
/// they are for programs, not people.
public enum SomeWords {
    /// One state's words: `word` everywhere, `short` where a column is too narrow for `word`
    /// (the list below 72 columns), so nothing is cut mid-word.
    public struct Words: Sendable, Hashable {
        public let word: String
        public let short: String
    }

    /// The table: the statuses this build knows, in workflow order.
    public static let statuses: [(status: SomeStatus, words: Words)] = [
        (.open, Words(word: "open", short: "open")),
        (.inProgress, Words(word: "in progress", short: "doing")),
        (.done, Words(word: "done", short: "done")),
    ]
    /// No one is assigned.
    public static let noAssignee = "—"
    /// The some has no due date.
    public static let noDueDate = "—"
    /// Every status: the choice that turns the status filter off.
    public static let allStatuses = "all"

    /// The word for `status`; a state the app declared is its word; a status this build does
    /// not know is shown as the backend sent it.
    public static func word(_ status: SomeStatus) -> String {
        if case .declared(_, let word) = status { return word }
        return words(status)?.word ?? status.name
    }

    /// The short word for `status`, for narrow columns (a declared state's word, cut to five).
    public static func short(_ status: SomeStatus) -> String {
        if case .declared(_, let word) = status { return String(word.prefix(5)) }
        return words(status)?.short ?? status.name
    }

    /// The known status a person or a script named: its word (`in progress`), its short word
    /// (`doing`), or its normalized name (`in_progress`), in any case, with `-`, `_` or a space
    /// between words. Nil for anything else.
    /// With `declared`, the app's own states too, by their word or name.
    public static func status(named text: String, declared: [SomeStatus] = []) -> SomeStatus? {
        let key = normalized(text)
        if let known = statuses.first(where: { entry in
            [entry.words.word, entry.words.short, entry.status.name].contains { normalized($0) == key }
        })?.status {
            return known
        }
        return declared.first { [word($0), $0.name].contains { normalized($0) == key } }
    }

    /// The words of the statuses a person may choose: the three, then the app's own.
    public static func words(declared: [SomeStatus] = []) -> [String] {
        statuses.map(\.words.word) + declared.map(word)
    }

    /// "open, in progress or done": the words a person may type, for help and messages.
    public static func choices(declared: [SomeStatus] = []) -> String {
        let words = words(declared: declared)
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    private static func words(_ status: SomeStatus) -> Words? {
        statuses.first { $0.status == status }?.words
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).joined(separator: " ")
    }
}
