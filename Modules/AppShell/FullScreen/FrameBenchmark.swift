import Core

/// Measures what a frame of the full-screen UI costs: the key handled, the frame laid out and
/// the difference to the last one worked out, off-screen. For `scripts/bench-frame`; not a test.
@MainActor
public enum FrameBenchmark {
    /// What one run measured.
    public struct Report: Sendable {
        /// The rows of the list measured.
        public var rows: Int
        /// The terminal size drawn for.
        public var size: TerminalSize
        /// The first frame, which also measures the columns over every row once.
        public var first: Duration
        /// Each later frame, sorted from fastest to slowest.
        public var frames: [Duration]
        /// The bytes written per frame, on average.
        public var bytesPerFrame: Int

        /// The middle frame time.
        public var median: Duration { frames.isEmpty ? .zero : frames[frames.count / 2] }
        /// The frame time 95 % of frames stay under.
        public var p95: Duration { frames.isEmpty ? .zero : frames[min(frames.count - 1, frames.count * 95 / 100)] }
        /// The slowest frame.
        public var slowest: Duration { frames.last ?? .zero }
    }

    /// Loads `root`, draws its first frame, then `frames` more, walking the list: a row down
    /// each frame, a page down every tenth, End and Home now and then.
    public static func run(_ root: any Screen, size: TerminalSize, frames: Int, color: Bool) async -> Report {
        let model = FullScreenModel(root: root, size: size, color: color)
        await root.load()
        var writer = FrameWriter()
        let clock = ContinuousClock()
        let start = clock.now
        _ = writer.update(to: model.frame())
        let first = clock.now - start
        var times: [Duration] = []
        var bytes = 0
        for index in 0..<max(1, frames) {
            let key: Key = switch index % 100 {
            case 49: .end
            case 99: .home
            case let step where step % 10 == 9: .pageDown
            default: .down
            }
            let begin = clock.now
            _ = model.handle(key)
            let output = writer.update(to: model.frame())
            times.append(clock.now - begin)
            bytes += output.utf8.count
        }
        let rows = model.top.viewport.count
        return Report(rows: rows, size: size, first: first, frames: times.sorted(), bytesPerFrame: bytes / max(1, frames))
    }
}
