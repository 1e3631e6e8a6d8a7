import AppRuntime
import ArgumentParser
import Core
import SomeFeature

/// `list [--status S] [--search TEXT]`
struct ListVerb<App: SomeFeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: "List the \(App.someNoun.many) of the \(App.contextNoun).",
                             usage: App.usage("list [--status <status>] [--search <text>]"))
    }

    @ParentCommand var root: AppCommand<App>

    @Option(name: .long, help: ArgumentHelp("Only \(App.someNoun.many) in this state: \(SomeWords.choices(declared: App.someStates)) (quote a word with a space, or type in-progress).",
                                            valueName: "status"),
            completion: .list(SomeWords.words(declared: App.someStates).map { $0.replacing(" ", with: "-") }))
    var status: String?

    @Option(name: .long, help: ArgumentHelp("Only \(App.someNoun.many) whose title contains this text.", valueName: "text"))
    var search: String?

    func validate() throws {
        if let status, SomeWords.status(named: status, declared: App.someStates) == nil {
            throw ValidationError("--status must be \(SomeWords.choices(declared: App.someStates)); got \"\(status)\"")
        }
    }

    func run() async throws {
        let status = status.flatMap { SomeWords.status(named: $0, declared: App.someStates) }
        let search = search
        try await root.execute { await SomeCommands($0).list(status: status, search: search) }
    }
}

/// `show ID`
struct ShowVerb<App: SomeFeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: "Show one \(App.someNoun.one).", usage: App.usage("show <\(App.someNoun.one)-id>"))
    }

    @ParentCommand var root: AppCommand<App>
    @Argument(help: ArgumentHelp("The \(App.someNoun.one)'s id, as `list` shows it.", valueName: "\(App.someNoun.one)-id")) var id: String

    func run() async throws {
        let id = SomeID(id)
        try await root.execute { await SomeCommands($0).show(id) }
    }
}

/// `done ID`
struct DoneVerb<App: SomeFeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "done", abstract: "Mark a \(App.someNoun.one) done (kept and sent later when offline).",
                             usage: App.usage("done <\(App.someNoun.one)-id>"),
                             discussion: """
                                 With the backend unreachable, a \(App.someNoun.one) this app has listed or shown is marked \
                                 done here and kept in the outbox (exit 75); a later command or `sync` sends it. One it \
                                 has never seen cannot be kept (exit 69): run `done` again when the backend is back.
                                 """)
    }

    @ParentCommand var root: AppCommand<App>
    @Argument(help: ArgumentHelp("The \(App.someNoun.one)'s id, as `list` shows it.", valueName: "\(App.someNoun.one)-id")) var id: String

    func run() async throws {
        let id = SomeID(id)
        try await root.execute { await SomeCommands($0).done(id) }
    }
}

/// `other ID`
struct OtherVerb<App: SomeFeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "other", abstract: "Show what a \(App.someNoun.one) is linked to, the way this app shows it.",
                             usage: App.usage("other <\(App.someNoun.one)-id>"))
    }

    @ParentCommand var root: AppCommand<App>
    @Argument(help: ArgumentHelp("The \(App.someNoun.one)'s id, as `list` shows it.", valueName: "\(App.someNoun.one)-id")) var id: String

    func run() async throws {
        let id = SomeID(id)
        try await root.execute { await SomeCommands($0).other(id) }
    }
}
