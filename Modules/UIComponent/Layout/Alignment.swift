/// Where text sits inside a wider column.
public enum Alignment: Sendable, Hashable {
    /// Text first, padding after (words, names).
    case left
    /// Padding first, text after (numbers, counts).
    case right
}
