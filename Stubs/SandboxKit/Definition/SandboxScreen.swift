/// A screen a sandbox can start on, as typed after `--screen`: `list`, `details:3`, `other:7`.
public struct SandboxScreen: Sendable, Hashable, CustomStringConvertible {
    /// What a sandbox offers: a name, and whether it takes an id.
    public struct Form: Sendable, Hashable, CustomStringConvertible {
        /// `details`.
        public var name: String
        /// True for `details:ID`.
        public var takesID: Bool

        /// A form called `name`, with an id or not.
        public init(_ name: String, takesID: Bool = false) {
            self.name = name
            self.takesID = takesID
        }

        /// `details:ID`.
        public var description: String { takesID ? "\(name):ID" : name }
    }

    /// The form's name (`details`).
    public var name: String
    /// The id (`3`), for a form that takes one.
    public var id: String?

    /// A screen address.
    public init(_ name: String, id: String? = nil) {
        self.name = name
        self.id = id
    }

    /// Reads `text` against the forms a sandbox offers.
    /// - Throws: a message saying which forms there are.
    public init(parsing text: String, forms: [Form]) throws(SandboxUsageError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let offered = forms.map(\.description).joined(separator: ", ")
        guard let form = forms.first(where: { $0.name == parts[0] }) else {
            throw SandboxUsageError("--screen \(text) is not a screen here; use one of \(offered)")
        }
        if form.takesID {
            guard parts.count == 2, !parts[1].isEmpty else {
                throw SandboxUsageError("--screen \(form.name) needs an id: \(form.name):ID, e.g. \(form.name):1")
            }
            self.init(form.name, id: parts[1])
        } else {
            guard parts.count == 1 else { throw SandboxUsageError("--screen \(form.name) takes no id; use --screen \(form.name)") }
            self.init(form.name)
        }
    }

    /// `details:3`.
    public var description: String { id.map { "\(name):\($0)" } ?? name }
}

/// The command line asked for something the sandbox does not offer; the message says what to
/// type instead.
public struct SandboxUsageError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
