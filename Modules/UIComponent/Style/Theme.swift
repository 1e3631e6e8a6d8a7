import Core

/// Applies ``Style``s to text: ANSI SGR sequences when colour is on, the text untouched when off.
public struct Theme: Sendable, Hashable {
    /// Whether styles produce escape sequences.
    public let color: Bool

    /// Makes a theme with colour on or off.
    public init(color: Bool) {
        self.color = color
    }

    /// Makes the theme a screen's render options ask for.
    public init(_ options: RenderOptions) {
        self.init(color: options.color)
    }

    /// `text` in `style`: wrapped in SGR and reset with `ESC [0m` when colour is on, else unchanged.
    ///
    /// Empty text stays empty, so no stray sequences are written. Style plain text only, after
    /// it has been measured and padded: the sequences take no columns.
    public func apply(_ style: Style, to text: String) -> String {
        guard color, !text.isEmpty else { return text }
        return "\u{1B}[\(style.sgrParameters)m\(text)\u{1B}[0m"
    }
}
