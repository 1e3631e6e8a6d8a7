import Core

/// A one-off message a screen shows after an action ("Marked … done", "Could not …").
public struct Feedback: Sendable, Hashable {
    /// How the message should look.
    public enum Tone: Sendable, Hashable { case info, success, warning, failure }

    public var tone: Tone
    public var text: String
    public var hint: String?

    public init(_ tone: Tone, _ text: String, hint: String? = nil) {
        self.tone = tone
        self.text = text
        self.hint = hint
    }
}
