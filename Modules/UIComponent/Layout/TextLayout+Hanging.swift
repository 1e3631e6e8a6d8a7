extension TextLayout {
    /// `text` wrapped after `prefix`, continuation lines indented by the prefix's width, each
    /// line at most `width` columns with trailing spaces trimmed.
    ///
    /// When `width` leaves no room beside the prefix, prefix and text are wrapped together.
    public static func wrap(_ text: String, width: Int, hangingAfter prefix: String) -> [String] {
        guard width > 0 else { return [] }
        let indentWidth = prefix.displayWidth
        guard width > indentWidth else { return wrap(prefix + text, width: width) }
        let indent = String(repeating: " ", count: indentWidth)
        return wrap(text, width: width - indentWidth).enumerated().map { index, line in
            let full = (index == 0 ? prefix : indent) + line
            return String(full.reversed().drop(while: { $0 == " " }).reversed())
        }
    }
}
