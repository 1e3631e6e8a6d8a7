/// One way the package breaks the module rule, said so a person can fix it.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The id of the rule it breaks (`feature-x-feature`, `classify`, `allow-shell`, ...).
    public let rule: String
    /// What breaks it: an edge (`SomeFeature -> OtherFeature`), a target, or an executable
    /// with the dependency path that links the offending target.
    public let subject: String
    /// The whole line: the subject, the rule and how to fix it.
    public let message: String

    /// Makes a violation.
    public init(rule: String, subject: String, message: String) {
        self.rule = rule
        self.subject = subject
        self.message = message
    }

    /// The whole line, as the command prints it.
    public var description: String { message }
}
