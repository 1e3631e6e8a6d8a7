import Core

/// The full-screen UI without the terminal: the stack of screens with their viewports, what
/// each key does, the work in progress and the status line.
///
/// ``FullScreenSession`` feeds it keys, ticks and finished work and runs the work it asks for;
/// ``frame()`` draws it. Everything here is synchronous, so it is tested and measured without
/// a terminal.
@MainActor
final class FullScreenModel {
    /// A screen on the stack and where it was left: going back returns to the same row.
    struct Entry {
        let screen: any Screen
        var viewport = Viewport()
    }

    /// What keys mean right now.
    enum Mode: Equatable {
        /// Moving, opening, acting.
        case browse
        /// The key list is open; any key closes it.
        case help
        /// Typing a search: `text` so far, `before` to go back to on Esc.
        case search(text: String, before: String)
    }

    /// What the status line says.
    enum Status: Equatable {
        /// A screen's own message after a command (done, refused, saved offline).
        case message(ScreenMessage)
        /// The shell's word on a key ("already on the first screen").
        case notice(String)
    }

    /// Work on a screen (a load or a command) that runs while the UI stays responsive, or, when
    /// `inline`, right away (a search narrowing the list as one types).
    struct Work {
        let id: Int
        let inline: Bool
        let body: @MainActor () async -> ScreenAction?
    }

    /// The work in progress, drawn as a spinner in the status line.
    struct Busy {
        let id: Int
        let label: String
        /// A load of the screen on top, which going back abandons.
        let isLoadOfTop: Bool
        let command: ScreenCommand.Kind?
        let messageBefore: ScreenMessage?
        /// Whether the work is one of the screen's own actions, whose result is always worth
        /// telling, even when it says what the last one said.
        var isAction: Bool {
            if case .action? = command { return true }
            return false
        }
        /// What the status line says once the work is done, whatever the screen says (a host's
        /// change).
        var statusAfter: Status? = nil
        /// The selection of each level to go back to once its screen has loaded again.
        var restore: [Int?] = []
        /// Set on showing what the first screen kept: its load follows.
        var loadsAfter = false
        var frame = 0
    }

    /// What the session should do after the model took a key or finished work.
    enum Effect {
        case none
        case quit
        /// Redraw everything (Ctrl-L).
        case redraw
        /// Stop until the shell continues the process (Ctrl-Z), then redraw everything.
        case suspend
        case run(Work)
    }

    var stack: [Entry]
    var size: TerminalSize
    /// Who else answers keys and ticks, and sets the width and colour (a sandbox); nil in apps.
    let host: (any FullScreenHost)?
    private let baseColor: Bool
    private(set) var mode: Mode = .browse
    private(set) var status: Status?
    private(set) var busy: Busy?
    /// Set when the next frame must be written whole (the host changed width or colour).
    private(set) var needsFullRedraw = false
    private var lastWorkID = 0

    /// A model showing `stack` (root first, never empty), with colour or not unless `host` says.
    init(stack: [any Screen], size: TerminalSize, color: Bool, host: (any FullScreenHost)? = nil) {
        precondition(!stack.isEmpty, "the full-screen UI needs a screen to show")
        self.stack = stack.map { Entry(screen: $0) }
        self.size = size
        self.host = host
        baseColor = color
    }

    convenience init(root: any Screen, size: TerminalSize, color: Bool) {
        self.init(stack: [root], size: size, color: color)
    }

    /// Whether colour is on now.
    var color: Bool { host?.color ?? baseColor }

    /// The entry shown now.
    var top: Entry { stack[stack.count - 1] }

    /// Loads the screens it starts with. A single screen first shows what it kept from the last
    /// visit (``Screen/showKept()``, right away, before the first frame), then loads.
    func start() -> Effect {
        guard stack.count == 1 else { return loadAll(label: "Loading \(top.screen.title)…", after: nil) }
        let screen = top.screen
        let id = nextID()
        busy = Busy(id: id, label: "Loading \(screen.title)…", isLoadOfTop: false, command: nil, messageBefore: screen.message,
                    loadsAfter: true)
        return .run(Work(id: id, inline: true) { [weak self] in
            self?.keptShown = await screen.showKept()
            return nil
        })
    }

    /// Whether the first screen showed what it kept, so its load is a refresh.
    private var keptShown = false

    /// Asks the host whether something it watches changed; nil when nothing did.
    func hostTick() -> Effect? {
        guard let host, let change = host.tick(stack: stack.map(\.screen)) else { return nil }
        return apply(change)
    }

    /// True once: the frame must be written whole.
    func takeFullRedraw() -> Bool {
        defer { needsFullRedraw = false }
        return needsFullRedraw
    }

    /// Moves the spinner on; false when nothing is in progress (nothing to redraw).
    func tick() -> Bool {
        guard busy != nil else { return false }
        busy?.frame += 1
        return true
    }

    /// Takes the key pressed.
    func handle(_ key: Key) -> Effect {
        if key == .control("c") { return .quit }
        if key == .control("z") { return .suspend }
        switch mode {
        case .help:
            mode = .browse
            return .none
        case .search(let text, let before):
            return typeSearch(key, text: text, before: before)
        case .browse:
            break
        }
        if case .character(let character) = key, let host, host.keys.contains(where: { $0.key == character }) {
            guard let change = host.handle(character, stack: stack.map(\.screen)) else { return .none }
            return apply(change)
        }
        if let motion = KeyBindings.motion(for: key) {
            stack[stack.count - 1].viewport.move(motion)
            return .none
        }
        switch key {
        case .character("q"): return .quit
        case .character("?"):
            mode = .help
            return .none
        case .escape:
            // A search kept with ⏎ is undone first; then Esc goes back, as b does.
            if busy == nil, let search = top.screen.offers.first(where: { $0.kind == .search }), !search.current.isEmpty {
                let effect = perform(.search(""), label: "Searching…", inline: true)
                status = .notice("Search cleared")
                return effect
            }
            return back()
        case .character("b"), .left: return back()
        case .control("l"): return .redraw
        default: break
        }
        let offer: ScreenOffer
        if let kind = KeyBindings.command(for: key) {
            guard let offered = top.screen.offers.first(where: { $0.kind == kind }) else {
                status = .notice("\(KeyBindings.keyName(ScreenOffer(kind, ""))) does nothing on this screen; press ? for its keys")
                return .none
            }
            offer = offered
        } else if let action = KeyBindings.action(for: key, in: top.screen.offers) {
            offer = action
        } else {
            if case .character(let character) = key {
                status = .notice("“\(character)” does nothing here; press ? for the keys")
            }
            return .none
        }
        if let busy {
            status = .notice("Still busy (\(busy.label)); wait a moment, or press q to quit")
            return .none
        }
        let selection = top.viewport.selection
        switch offer.kind {
        case .open:
            guard let selection else { return .none }
            return perform(.open(row: selection), label: "Opening…")
        case .action(let name):
            return perform(.action(name, row: selection), label: "\(offer.summary.capitalizedFirst)…")
        case .refresh:
            return perform(.refresh, label: "Loading \(top.screen.title)…")
        case .search:
            mode = .search(text: offer.current, before: offer.current)
            return .none
        case .filter:
            guard !offer.choices.isEmpty else { return .none }
            let next = offer.choices.firstIndex(of: offer.current).map { ($0 + 1) % offer.choices.count } ?? 0
            let choice = offer.choices[next]
            let effect = perform(.filter(choice), label: "Filtering…", inline: true)
            status = .notice("Filter: \(choice) (f for the next: \(offer.choices.joined(separator: " › ")))")
            return effect
        }
    }

    /// Takes the result of work the model asked for; work it no longer waits for is ignored.
    func finish(_ id: Int, _ action: ScreenAction?) -> Effect {
        guard let done = busy, done.id == id else { return .none }
        busy = nil
        if done.loadsAfter {
            return load(top.screen, isPushed: false, label: keptShown ? "Refreshing \(top.screen.title)…" : nil)
        }
        for (index, row) in done.restore.enumerated() where index < stack.count {
            if let row { stack[index].viewport.select(row) }
        }
        if let after = done.statusAfter {
            status = after
        } else if let message = top.screen.message, message != done.messageBefore || done.isAction {
            status = .message(message)
        }
        if done.command == .search || done.command == .filter {
            stack[stack.count - 1].viewport.select(0)
        }
        switch action {
        case nil, .stay?:
            return .none
        case .push(let screen)?:
            stack.append(Entry(screen: screen))
            status = nil
            return load(screen, isPushed: true)
        case .pop?:
            return stack.count > 1 ? back() : .quit
        case .quit?:
            return .quit
        case .invalid(let text)?:
            status = .notice(text)
            return .none
        }
    }

    /// Takes what the host changed: new screens (loaded again, each level keeping its place),
    /// and a word for the status line.
    private func apply(_ change: HostChange) -> Effect {
        needsFullRedraw = true
        let after = change.message.map(Status.message)
        guard let screens = change.stack, !screens.isEmpty else {
            if let after { status = after }
            return .none
        }
        let kept = stack
        stack = screens.enumerated().map { index, screen in
            Entry(screen: screen, viewport: index < kept.count ? kept[index].viewport : Viewport())
        }
        mode = .browse
        status = after
        return loadAll(label: "Loading \(top.screen.title)…", after: after, restore: kept.prefix(screens.count).map(\.viewport.selection))
    }

    /// Loads every screen on the stack, root first, as one piece of work.
    private func loadAll(label: String, after: Status?, restore: [Int?] = []) -> Effect {
        let screens = stack.map(\.screen)
        let id = nextID()
        busy = Busy(id: id, label: label, isLoadOfTop: false, command: nil, messageBefore: top.screen.message,
                    statusAfter: after, restore: restore)
        return .run(Work(id: id, inline: false) {
            for screen in screens { await screen.load() }
            return nil
        })
    }

    private func back() -> Effect {
        guard stack.count > 1 else {
            status = .notice("Already on the first screen; press q to quit")
            return .none
        }
        if let busy {
            guard busy.isLoadOfTop else {
                status = .notice("Still busy (\(busy.label)); wait a moment, or press q to quit")
                return .none
            }
            self.busy = nil
        }
        stack.removeLast()
        status = nil
        return .none
    }

    private func typeSearch(_ key: Key, text: String, before: String) -> Effect {
        let typed: String
        switch key {
        case .enter:
            mode = .browse
            return .none
        case .escape:
            mode = .browse
            return text == before ? .none : perform(.search(before), label: "Searching…", inline: true)
        case .backspace: typed = String(text.dropLast())
        case .control("u"): typed = ""
        case .character(let character): typed = text + String(character)
        default: return .none
        }
        mode = .search(text: typed, before: before)
        return perform(.search(typed), label: "Searching…", inline: true)
    }

    private func load(_ screen: any Screen, isPushed: Bool, label: String? = nil) -> Effect {
        let id = nextID()
        busy = Busy(id: id, label: label ?? "Loading \(screen.title)…", isLoadOfTop: isPushed, command: nil, messageBefore: screen.message)
        return .run(Work(id: id, inline: false) {
            await screen.load()
            return nil
        })
    }

    private func perform(_ command: ScreenCommand, label: String, inline: Bool = false) -> Effect {
        let screen = top.screen
        let id = nextID()
        busy = Busy(id: id, label: label, isLoadOfTop: false, command: command.kind, messageBefore: screen.message)
        status = nil
        return .run(Work(id: id, inline: inline) { await screen.perform(command) })
    }

    private func nextID() -> Int {
        lastWorkID += 1
        return lastWorkID
    }
}

extension String {
    /// The string with its first letter in upper case ("mark done" → "Mark done").
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
