/// A one-off message after a command: what happened, and what to do about it if anything.
public struct ScreenMessage: Sendable, Hashable {
    /// How the message should look.
    public enum Tone: Sendable, Hashable {
        /// Neutral information.
        case info
        /// The command worked.
        case success
        /// It half worked, or needs attention (saved offline).
        case warning
        /// It failed.
        case failure
    }

    /// How the message should look.
    public var tone: Tone
    /// What happened, in one sentence.
    public var text: String
    /// What to do next, if anything.
    public var hint: String?
    /// What to do next as keys or a command, chosen by the output (``RenderOptions/text(for:)``);
    /// used instead of ``hint`` when it has words for that output.
    public var suggestion: Suggestion?

    /// Makes a message.
    public init(_ tone: Tone, _ text: String, hint: String? = nil, suggestion: Suggestion? = nil) {
        self.tone = tone
        self.text = text
        self.hint = hint
        self.suggestion = suggestion
    }

    /// The hint for output rendered with `options`.
    public func hint(for options: RenderOptions) -> String? {
        suggestion.flatMap(options.text(for:)) ?? hint
    }
}
