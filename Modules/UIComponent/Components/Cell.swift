/// One cell of a ``Table``: its text and an optional style applied after layout.
public struct Cell: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text, sanitised to one line.
    public let text: String
    /// The style for the text, if any.
    public let style: Style?

    /// Makes a cell; `text` is sanitised with ``Sanitizer/singleLine(_:)``.
    public init(_ text: String, style: Style? = nil) {
        self.text = Sanitizer.singleLine(text)
        self.style = style
    }

    /// Makes an unstyled cell from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
