/// Turns the bytes read from a terminal in raw mode into ``Key``s.
///
/// Reads may end anywhere, even inside an escape sequence or a UTF-8 character: what is
/// unfinished waits for the next read. A lone ESC cannot be told from the start of a sequence
/// until the next byte arrives, so when no more bytes come within a short time the reader
/// calls ``flush()``, which turns it into ``Key/escape``.
///
/// Understood: arrows, Home/End, Page Up/Down and Delete in their CSI (`ESC [ A`, `ESC [ 5 ~`,
/// `ESC [ 1 ; 5 A`) and SS3 (`ESC O A`) forms, Enter as CR, LF or CR LF, DEL and Ctrl-H as
/// backspace, control chords, and UTF-8 text. Other sequences are skipped whole.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// True while bytes wait for the rest of a sequence or character.
    public var isWaiting: Bool { !pending.isEmpty }

    /// Decodes `bytes` after whatever was left from earlier reads.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        return drain(final: false)
    }

    /// Stops waiting: a pending ESC is the Escape key, and whatever followed it is read as
    /// plain input; an unfinished UTF-8 character is dropped.
    public mutating func flush() -> [Key] {
        drain(final: true)
    }

    private mutating func drain(final: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            switch step(at: index, final: final) {
            case .key(let key, let next):
                if let key { keys.append(key) }
                index = next
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
        }
        pending.removeAll()
        return keys
    }

    private enum Step {
        case key(Key?, next: Int)
        case incomplete
    }

    private func step(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return escape(at: index, final: final)
        case 0x0D:
            // CR LF (a paste, or a terminal in an odd mode) is one Enter.
            let next = index + 1 < pending.count && pending[index + 1] == 0x0A ? index + 2 : index + 1
            return .key(.enter, next: next)
        case 0x0A:
            return .key(.enter, next: index + 1)
        case 0x09:
            return .key(.tab, next: index + 1)
        case 0x7F, 0x08:
            return .key(.backspace, next: index + 1)
        case 0x01...0x1A:
            return .key(.control(Character(Unicode.Scalar(byte + 0x60))), next: index + 1)
        case 0x00, 0x1C...0x1F:
            return .key(nil, next: index + 1)
        default:
            return character(at: index, final: final)
        }
    }

    /// ESC: a sequence, or the Escape key when nothing that could continue it follows.
    private func escape(at index: Int, final: Bool) -> Step {
        guard index + 1 < pending.count else { return final ? .key(.escape, next: index + 1) : .incomplete }
        let introducer = pending[index + 1]
        if final {
            // Given up waiting: the ESC was pressed alone, and what follows is plain input.
            return .key(.escape, next: index + 1)
        }
        switch introducer {
        case UInt8(ascii: "["):
            return controlSequence(at: index + 2)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return .incomplete }
            return .key(Self.final(pending[index + 2]), next: index + 3)
        default:
            // ESC then a key (Alt-x, or Escape pressed just before typing): the Escape key, and
            // the next byte is read on its own.
            return .key(.escape, next: index + 1)
        }
    }

    /// `ESC [ params final`: parameters and intermediates, then one final byte.
    private func controlSequence(at start: Int) -> Step {
        var index = start
        while index < pending.count {
            let byte = pending[index]
            if (0x40...0x7E).contains(byte) {
                let parameters = String(decoding: pending[start..<index], as: UTF8.self)
                return .key(Self.key(parameters: parameters, final: byte), next: index + 1)
            }
            // A byte that cannot be inside a sequence ends it, unfinished: skip what came so far.
            guard (0x20...0x3F).contains(byte) else { return .key(nil, next: index) }
            index += 1
        }
        return .incomplete
    }

    private static func key(parameters: String, final: UInt8) -> Key? {
        if final == UInt8(ascii: "~") {
            let first = parameters.split(separator: ";").first.flatMap { Int($0) }
            switch first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .delete
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        }
        return Self.final(final)
    }

    /// The key named by the final byte of `ESC [ … X` or `ESC O X`.
    private static func final(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    /// A UTF-8 character; a stray continuation or invalid byte is skipped.
    private func character(at index: Int, final: Bool) -> Step {
        let lead = pending[index]
        let length: Int = switch lead {
        case 0x20...0x7E: 1
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 0
        }
        guard length > 0 else { return .key(nil, next: index + 1) }
        guard index + length <= pending.count else { return final ? .key(nil, next: pending.count) : .incomplete }
        let bytes = pending[index..<index + length]
        guard bytes.dropFirst().allSatisfy({ (0x80...0xBF).contains($0) }),
              let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
        else { return .key(nil, next: index + 1) }
        // C1 controls are not typed text.
        guard !(0x80...0x9F).contains(scalar.value) else { return .key(nil, next: index + length) }
        return .key(.character(Character(scalar)), next: index + length)
    }
}
