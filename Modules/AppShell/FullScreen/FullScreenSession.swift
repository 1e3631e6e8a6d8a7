import Core

/// The full-screen UI on a terminal: takes the terminal over, loads and draws screens, reacts
/// to keys, resizes and signals, and always gives the terminal back.
///
/// Loads and commands run while the loop keeps going: the spinner turns on every tick, `q`
/// still quits, and going back abandons a screen that is still loading. Each frame writes only
/// the lines that changed (``FrameWriter``).
@MainActor
public final class FullScreenSession {
    /// Why the session ended.
    public enum Ending: Equatable, Sendable {
        /// The person quit (`q`, Ctrl-C, or a screen asked to).
        case quit
        /// The process was asked to stop with this signal.
        case signal(Int32)
        /// Input ended: the terminal went away.
        case closed
        /// The terminal could not be taken over.
        case failed(String)
    }

    private let model: FullScreenModel
    private let terminal: any TerminalDevice
    private var writer = FrameWriter()
    private var results: [Int: ScreenAction?] = [:]
    private var finished: AsyncStream<Int>.Continuation?

    /// A session that starts on `root`, drawing on `terminal`, with colour or not.
    public convenience init(root: any Screen, color: Bool, terminal: any TerminalDevice) {
        self.init(stack: [root], color: color, terminal: terminal)
    }

    /// A session that starts with `stack` (root first, never empty) as if the person had opened
    /// each screen in turn, drawing on `terminal`; `host`, when given, adds its keys and
    /// footer, sets width and colour, and is asked on every tick.
    public init(stack: [any Screen], color: Bool, terminal: any TerminalDevice, host: (any FullScreenHost)? = nil) {
        model = FullScreenModel(stack: stack, size: terminal.size, color: color, host: host)
        self.terminal = terminal
    }

    /// Runs until the person quits, a signal arrives or input ends; the terminal is given back
    /// on every way out.
    public func run() async -> Ending {
        do {
            try terminal.enter()
        } catch {
            return .failed(error.description)
        }
        let events = merged()
        defer {
            finished?.finish()
            terminal.leave()
        }
        if let ending = await apply(model.start()) { return ending }
        draw()
        for await event in events {
            switch event {
            case .terminal(.key(let key)):
                if let ending = await apply(model.handle(key)) { return ending }
            case .terminal(.resize(let size)):
                model.size = size
                writer.invalidate()
            case .terminal(.tick):
                let spun = model.tick()
                guard let effect = model.hostTick() else {
                    if spun { break } else { continue }
                }
                if let ending = await apply(effect) { return ending }
            case .terminal(.signal(let number)):
                return .signal(number)
            case .terminal(.closed):
                return .closed
            case .finished(let id):
                let action = results.removeValue(forKey: id) ?? nil
                if let ending = await apply(model.finish(id, action)) { return ending }
            }
            draw()
        }
        return .closed
    }

    private enum Event: Sendable {
        case terminal(TerminalEvent)
        case finished(Int)
    }

    /// The terminal's events and the ends of background work, in one stream.
    private func merged() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        let (done, doneContinuation) = AsyncStream<Int>.makeStream()
        finished = doneContinuation
        let source = terminal.events
        Task {
            for await event in source { continuation.yield(.terminal(event)) }
            continuation.yield(.terminal(.closed))
        }
        Task {
            for await id in done { continuation.yield(.finished(id)) }
        }
        return stream
    }

    /// Carries out what the model asked for; returns how the session ends, if it does.
    private func apply(_ effect: FullScreenModel.Effect) async -> Ending? {
        switch effect {
        case .none:
            return nil
        case .quit:
            return .quit
        case .redraw:
            writer.invalidate()
            return nil
        case .suspend:
            terminal.suspend()
            // The window may have been resized while the app was stopped (no SIGWINCH reaches it then).
            model.size = terminal.size
            writer.invalidate()
            return nil
        case .run(let work) where work.inline:
            let action = await work.body()
            return await apply(model.finish(work.id, action))
        case .run(let work):
            let finished = self.finished
            Task {
                let action = await work.body()
                self.results[work.id] = action
                finished?.yield(work.id)
            }
            return nil
        }
    }

    private func draw() {
        if model.takeFullRedraw() { writer.invalidate() }
        let output = writer.update(to: model.frame())
        if !output.isEmpty { terminal.write(output) }
    }
}
