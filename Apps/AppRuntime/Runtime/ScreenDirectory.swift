import Core

/// The screens `open NAME` can start on, by name, resolved through the app's environment.
enum ScreenDirectory {
    static let screens: [(name: String, resolve: @MainActor @Sendable (any DescriptorResolver) -> any Screen)] = [
        ("somes", { $0.resolve(ViewDescriptor.SomeList()) }),
        // scaffold:screens
    ]

    static var names: [String] { screens.map(\.name) }

    @MainActor static func screen(named name: String, in resolver: any DescriptorResolver) -> (any Screen)? {
        screens.first { $0.name == name }?.resolve(resolver)
    }
}
