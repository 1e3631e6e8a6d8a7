extension StringProtocol {
    /// The text without the whitespace (spaces, tabs, line breaks) at either end.
    public func trimmed() -> String {
        trimmed(where: \.isWhitespace)
    }

    /// The text without the characters at either end for which `isTrimmed` is true.
    public func trimmed(where isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
