/// A terminal in memory, for tests and the frame benchmark: it keeps the text of each row as
/// the full-screen UI draws it, and takes its events from whoever drives it.
///
/// It understands what ``FrameWriter`` and the session write (clear, go to a row, clear a
/// line, styles, the alternate screen and cursor switches); styles are dropped from
/// ``lines``.
@MainActor
public final class VirtualTerminal: TerminalDevice {
    public var size: TerminalSize
    public let events: AsyncStream<TerminalEvent>
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private var waiters: [(condition: ([String]) -> Bool, continuation: CheckedContinuation<[String], Never>, writes: Int)] = []

    /// How many writes a ``screen(where:)`` waits through before it gives up and returns the rows
    /// as they are, so that a screen that never comes fails its test instead of hanging it.
    public static let writesBeforeGivingUp = 400

    /// The text of each row now, without styles.
    public private(set) var lines: [String]
    /// Everything written, escape sequences included, in order.
    public private(set) var output = ""
    /// True between ``enter()`` and ``leave()``.
    public private(set) var isInFullScreen = false
    /// True once ``leave()`` gave the terminal back.
    public private(set) var wasRestored = false
    private var row = 0

    /// A terminal of `size`, blank.
    public init(size: TerminalSize) {
        self.size = size
        lines = Array(repeating: "", count: size.rows)
        (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    }

    public func enter() throws(TerminalError) {
        isInFullScreen = true
    }

    public func leave() {
        guard isInFullScreen else { return }
        isInFullScreen = false
        wasRestored = true
        continuation.finish()
    }

    /// How many times the UI stopped itself (Ctrl-Z) and came back.
    public private(set) var suspensions = 0

    /// In memory there is no job control: the terminal is left and entered again at once.
    public func suspend() {
        guard isInFullScreen else { return }
        suspensions += 1
        // The screen as a person would find it after `fg`: the shell's lines, not the frame.
        lines = Array(repeating: "", count: size.rows)
    }

    /// Sends the UI an event, as a person or the system would.
    public func send(_ event: TerminalEvent) {
        if case .resize(let size) = event {
            self.size = size
        }
        continuation.yield(event)
    }

    /// Presses keys, one event each.
    public func press(_ keys: Key...) {
        keys.forEach { send(.key($0)) }
    }

    /// Waits until the rows satisfy `condition` after some write (or already do), and
    /// returns them.
    public func screen(where condition: @escaping ([String]) -> Bool) async -> [String] {
        if condition(lines) { return lines }
        return await withCheckedContinuation { waiters.append((condition, $0, 0)) }
    }

    public func write(_ text: String) {
        output += text
        interpret(text)
        for index in waiters.indices { waiters[index].writes += 1 }
        let isDone = { (waiter: (condition: ([String]) -> Bool, continuation: CheckedContinuation<[String], Never>, writes: Int)) in
            waiter.condition(self.lines) || waiter.writes >= Self.writesBeforeGivingUp
        }
        let ready = waiters.filter(isDone)
        waiters.removeAll(where: isDone)
        ready.forEach { $0.continuation.resume(returning: lines) }
    }

    private func interpret(_ text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            guard scalar == "\u{1B}" else {
                if row < lines.count { lines[row].unicodeScalars.append(scalar) }
                continue
            }
            guard scalars.first == "[" else { continue }
            scalars = scalars.dropFirst()
            var parameters = ""
            while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
                parameters.unicodeScalars.append(next)
                scalars = scalars.dropFirst()
            }
            guard let final = scalars.first else { return }
            scalars = scalars.dropFirst()
            control(parameters, final)
        }
    }

    private func control(_ parameters: String, _ final: Unicode.Scalar) {
        switch final {
        case "H":
            row = (Int(parameters.split(separator: ";").first ?? "1") ?? 1) - 1
        case "J" where parameters == "2":
            lines = Array(repeating: "", count: size.rows)
        case "K" where parameters == "2":
            if row < lines.count { lines[row] = "" }
        default:
            break
        }
    }
}
