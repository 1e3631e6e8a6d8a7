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

    /// Makes a message.
    public init(_ tone: Tone, _ text: String, hint: String? = nil) {
        self.tone = tone
        self.text = text
        self.hint = hint
    }
}
