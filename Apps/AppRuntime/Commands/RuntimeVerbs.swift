import ArgumentParser
import Core

/// `sync`: what every app has, whatever features it hosts.
struct SyncVerb<App: AppDefinition>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "sync", abstract: "Send changes made offline, then refresh what is cached.")
    }

    @ParentCommand var root: AppCommand<App>

    func run() async throws {
        try await root.execute(sendsWaiting: false) { await OutboxSync(session: $0).sync() }
    }
}

/// `open SCREEN`: a screen by name, e.g. a feature that has no verb of its own yet.
struct OpenVerb<App: AppDefinition>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "open", abstract: "Show a screen by name (interactive on a terminal).")
    }

    @ParentCommand var root: AppCommand<App>
    @Argument(help: ArgumentHelp("The screen: \(App.screens.map(\.name).joined(separator: ", ")).", valueName: "screen"))
    var screen: String

    func validate() throws {
        let names = App.screens.map(\.name)
        guard names.contains(screen) else {
            throw ValidationError("no screen named \"\(screen)\"; screens: \(names.joined(separator: ", "))")
        }
    }

    func run() async throws {
        let name = screen
        try await root.execute { await $0.open(name) }
    }
}
