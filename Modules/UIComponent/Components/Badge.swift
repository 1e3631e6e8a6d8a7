/// A short status label in brackets, such as `[done]` or `[overdue]`, coloured by its tone.
public struct Badge: Sendable, Hashable {
    /// What the badge says about its subject; decides the colour.
    public enum Tone: Sendable, Hashable {
        /// No colour: plain facts.
        case neutral
        /// Cyan: worth knowing.
        case info
        /// Yellow: needs attention soon.
        case warning
        /// Green: done, fine.
        case success
        /// Red: overdue, failed.
        case danger
    }

    /// The label, sanitised to one line.
    public let text: String
    /// The badge's tone.
    public let tone: Tone

    /// Makes a badge; `text` is sanitised with ``Sanitizer/singleLine(_:)``.
    public init(_ text: String, tone: Tone) {
        self.text = Sanitizer.singleLine(text)
        self.tone = tone
    }

    /// The badge without styling: `[text]`.
    public var plainText: String { "[\(text)]" }

    /// The columns the badge takes, styled or not.
    public var width: Int { plainText.displayWidth }

    /// The badge styled for `theme`; exactly ``plainText`` when colour is off.
    public func render(_ theme: Theme) -> String {
        guard let style = tone.style else { return plainText }
        return theme.apply(style, to: plainText)
    }
}

extension Badge.Tone {
    var style: Style? {
        switch self {
        case .neutral: nil
        case .info: .cyan
        case .warning: .yellow
        case .success: .green
        case .danger: .red
        }
    }
}
