/// Turns frames into what updates a terminal: only the lines that changed since the last frame.
///
/// A frame is one string per terminal row, already laid out to fit. Unchanged rows cost
/// nothing; a changed row is rewritten whole (cursor to its start, line cleared, new text), so
/// nothing flickers. After a resize, or when the screen may have been disturbed, ``invalidate()``
/// makes the next frame clear and redraw everything.
public struct FrameWriter: Sendable {
    private var previous: [String]?

    /// A writer whose first frame draws everything.
    public init() {}

    /// Forgets what is on screen: the next frame clears and redraws every row.
    public mutating func invalidate() {
        previous = nil
    }

    /// What to write to go from the last frame to `lines`; empty when nothing changed.
    public mutating func update(to lines: [String]) -> String {
        defer { previous = lines }
        guard let previous, previous.count == lines.count else {
            var output = ControlSequence.clear
            for (row, line) in lines.enumerated() where !line.isEmpty {
                output += ControlSequence.line(row) + line
            }
            return output
        }
        var output = ""
        for row in lines.indices where lines[row] != previous[row] {
            output += ControlSequence.line(row) + lines[row]
        }
        return output
    }
}
