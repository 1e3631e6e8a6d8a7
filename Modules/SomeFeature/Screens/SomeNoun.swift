/// What the app that hosts SomeFeature calls a some, for the words a person reads: "task" and
/// "tasks" in site-app, "some" and "somes" elsewhere. Titles, messages, help and hints say it;
/// `--json` field names and the feature's code never change with it.
public struct SomeNoun: Sendable, Hashable {
    /// One: "task".
    public var one: String
    /// More than one: "tasks".
    public var many: String

    /// A noun and its plural, in lower case.
    public init(_ one: String, plural many: String) {
        self.one = one
        self.many = many
    }

    /// The feature's own word.
    public static let some = SomeNoun("some", plural: "somes")

    /// "Task", for the start of a sentence or a title.
    public var One: String { one.prefix(1).uppercased() + one.dropFirst() }
    /// "Tasks".
    public var Many: String { many.prefix(1).uppercased() + many.dropFirst() }

    /// "1 task", "12 tasks".
    public func count(_ number: Int) -> String { "\(number) \(number == 1 ? one : many)" }
}
