import AppRuntime
import ArgumentParser
import Core
import __Name__Feature

extension HostedFeature where App: __Name__FeatureHosting {
    /// What __Name__Feature adds to an app that hosts it: the `__kebab__` verb and `open __kebab__`.
    public static var __name__Feature: HostedFeature<App> {
        HostedFeature(
            name: "__Name__Feature",
            verbs: [__Name__Verb<App>.self],
            screens: [NamedScreen("__kebab__") { __Name__FeatureBuilder(environment: $0).home() }]
        )
    }
}

/// `__kebab__`: __Name__Feature's first screen, once.
struct __Name__Verb<App: __Name__FeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "__kebab__", abstract: "Show __Name__ for the \(App.contextNoun).",
                             usage: App.usage("__kebab__"))
    }

    @ParentCommand var root: AppCommand<App>

    func run() async throws {
        try await root.execute { session in
            await session.show(__Name__FeatureBuilder(environment: session.environment).home())
        }
    }
}
