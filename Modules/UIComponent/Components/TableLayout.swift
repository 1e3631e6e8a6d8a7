/// Chooses column widths so that a ``Table`` fits a width.
enum TableLayout {
    /// The width of each column kept, left to right; trailing columns are dropped when even
    /// their minimums do not fit, and the first column alone is cut to `width` if it must be.
    ///
    /// - Parameters:
    ///   - natural: each column's widest content.
    ///   - minimums: how narrow each column may become.
    ///   - flexible: which columns shrink first.
    ///   - width: the columns available, gaps of two between columns included.
    static func fit(natural: [Int], minimums: [Int], flexible: [Bool], width: Int) -> [Int] {
        let floors = zip(natural, minimums).map { min($0, $1) }
        for count in stride(from: natural.count, through: 1, by: -1) {
            if let widths = shrink(
                Array(natural.prefix(count)),
                floors: Array(floors.prefix(count)),
                flexible: Array(flexible.prefix(count)),
                toFit: width
            ) {
                return widths
            }
        }
        return [min(natural.first ?? 0, width)]
    }

    /// `widths` shrunk until they fit `width`, or nil when the floors are reached first.
    private static func shrink(_ widths: [Int], floors: [Int], flexible: [Bool], toFit width: Int) -> [Int]? {
        var widths = widths
        var excess = widths.reduce(0, +) + 2 * (widths.count - 1) - width
        // Flexible columns, widest first, one column at a time so they end up even.
        while excess > 0 {
            let candidates = widths.indices.filter { flexible[$0] && widths[$0] > floors[$0] }
            guard let widest = candidates.max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            excess -= 1
        }
        // Then the others, right to left.
        for index in widths.indices.reversed() where excess > 0 && !flexible[index] {
            let cut = min(excess, widths[index] - floors[index])
            widths[index] -= cut
            excess -= cut
        }
        return excess <= 0 ? widths : nil
    }
}
