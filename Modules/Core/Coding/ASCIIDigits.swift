/// Decimal numbers as ASCII bytes, both ways: the dates and times backends send are read and
/// written with these (``CalendarDate``, ``ISO8601``), not through Foundation's formatters.
enum ASCIIDigits {
    /// Appends `value` in decimal, zero-padded to at least `width` digits (`7` → `07`); a
    /// wider value keeps all its digits.
    static func append(_ value: Int, width: Int, to out: inout [UInt8]) {
        var magnitude = value
        if value < 0 {
            out.append(UInt8(ascii: "-"))
            magnitude = -value
        }
        var divisor = 1, count = 1
        while divisor <= magnitude / 10 {
            divisor *= 10
            count += 1
        }
        if width > count { out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - count)) }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        }
    }

    /// The number the ASCII digits at `range` of `bytes` spell, or nil when one is not a digit.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }
}
