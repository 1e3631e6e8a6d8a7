import ActivityFeature
import AppRuntime
import ArgumentParser
import Core

/// `activity [--some ID]`
struct ActivityVerb<App: ActivityFeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "activity", abstract: "List what happened in the \(App.contextNoun), newest first.",
                             usage: App.usage("activity [--some <some-id>]"))
    }

    @ParentCommand var root: AppCommand<App>

    @Option(name: .long, help: ArgumentHelp("Only the activity of this some.", valueName: "some-id"))
    var some: String?

    func validate() throws {
        if let some, some.trimmed().isEmpty {
            throw ValidationError("--some needs a some's id, as `list` shows it, such as --some 4")
        }
    }

    func run() async throws {
        let some = some.map(SomeID.init(rawValue:))
        try await root.execute { await ActivityCommands($0).activity(of: some) }
    }
}

/// `comment SOME_ID TEXT`
struct CommentVerb<App: ActivityFeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "comment", abstract: "Comment on a some (kept and sent later when offline).",
                             usage: App.usage("comment <some-id> <text>"))
    }

    @ParentCommand var root: AppCommand<App>
    @Argument(help: ArgumentHelp("The some's id, as `list` shows it.", valueName: "some-id")) var id: String
    @Argument(help: ArgumentHelp("What to say (quote it), at most \(ActivityCommands<App>.maxCommentLength) characters.",
                                 valueName: "text"))
    var text: String

    func validate() throws {
        if text.trimmed().isEmpty {
            throw ValidationError("the comment is empty; say something, such as: comment \(id) \"needs a second coat\"")
        }
        if text.count > ActivityCommands<App>.maxCommentLength {
            throw ValidationError("the comment is \(text.count) characters; at most \(ActivityCommands<App>.maxCommentLength) are accepted")
        }
    }

    func run() async throws {
        let id = SomeID(id), text = text
        try await root.execute { await ActivityCommands($0).comment(on: id, text: text) }
    }
}
