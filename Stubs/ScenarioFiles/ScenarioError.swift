/// A scenario that does not exist or cannot be read: the message names the file, the line and
/// the field when there is one, and says what is wrong.
///
/// `Stubs/x.json:7: somes[1].status: "opn" is not one of open, in_progress, done`
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is, for an exit code.
    public enum Kind: Sendable, Hashable {
        /// No bundled scenario has the name (a usage error).
        case unknownName
        /// No file at the path.
        case missingFile
        /// The file is there but is not a scenario: not readable, not JSON, or wrong inside.
        case invalid
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The file, as it was named; nil when no file is involved (an unknown name).
    public var file: String?
    /// The line (1-based) the problem is on, when known.
    public var line: Int?
    /// The column (1-based, in characters) of a syntax error.
    public var column: Int?
    /// The field, as a path into the document (`somes[1].status`).
    public var field: String?
    /// What is wrong, for a person.
    public var problem: String
    /// What to do about it, when there is more to say than the message.
    public var hint: String?

    /// An error about a file, at a line and field when known.
    public init(_ kind: Kind = .invalid, file: String?, line: Int? = nil, column: Int? = nil, field: String? = nil, problem: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.field = field
        self.problem = problem
    }

    /// An error about no file in particular ("no scenario named …").
    public init(_ problem: String, hint: String? = nil) {
        self.init(.unknownName, file: nil, problem: problem)
        self.hint = hint
    }

    /// `file:line[:column]: field: problem`, leaving out what is not known.
    public var message: String {
        var place = file ?? ""
        if file != nil, let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        let parts = [place.isEmpty ? nil : place, field.flatMap { $0.isEmpty ? nil : $0 }, problem].compactMap { $0 }
        return parts.joined(separator: ": ")
    }

    public var description: String { message }
}
