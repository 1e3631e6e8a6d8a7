import Core

/// The answers to descriptors a test set for a stub environment, by descriptor type: what every
/// feature's stub environment that lets a test steer navigation keeps, written once.
///
/// Each handler is handed the environment when it is asked, so a handler that builds a
/// feature's screen needs no reference back to the environment that holds it.
@MainActor
public final class DescriptorHandlers<Environment: AnyObject> {
    /// For each descriptor type `D`, a `@MainActor (D, Environment) -> D.Output`.
    private var handlers: [ObjectIdentifier: Any] = [:]

    /// No answers yet.
    public init() {}

    /// Answers `D` with `handler` from now on, replacing the one set before.
    public func on<D: TypedDescriptor>(_ type: D.Type, _ handler: @escaping @MainActor (D, Environment) -> D.Output) {
        handlers[ObjectIdentifier(type)] = handler
    }

    /// The handler set for `D`, if any, bound to `environment` for the call. The closure holds
    /// the environment for as long as the caller keeps it, which is the call: nothing here keeps
    /// it, so the environment (which holds these handlers) and the closure form no cycle.
    public func handler<D: TypedDescriptor>(for type: D.Type, in environment: Environment) -> (@MainActor (D) -> D.Output)? {
        // Only `on(_:_:)` stores under `ObjectIdentifier(D.self)`, always a handler for `D`.
        guard let stored = handlers[ObjectIdentifier(type)] as? @MainActor (D, Environment) -> D.Output else { return nil }
        return { descriptor in stored(descriptor, environment) }
    }
}
