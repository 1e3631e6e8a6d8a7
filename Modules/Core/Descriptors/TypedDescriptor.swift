/// A request for something another module provides, with the type of what comes back.
///
/// Descriptors live in Core so that a feature can ask for another feature's screen (or a use
/// case) without importing it. `DescriptorResolver` and every descriptor's `resolve(in:)` are
/// generated (`DescriptorResolver.generated.swift`, by `scripts/generate`): one requirement per
/// descriptor, and each descriptor calls its own, so resolution is a direct call with no cast
/// and no lookup.
public protocol TypedDescriptor: Sendable {
    /// What resolving the descriptor gives back.
    associatedtype Output

    /// Asks `resolver` for this descriptor's output through the requirement made for it.
    @MainActor func resolve(in resolver: any DescriptorResolver) -> Output
}

extension DescriptorResolver {
    /// Resolves any descriptor to its output.
    public func resolve<Descriptor: TypedDescriptor>(_ descriptor: Descriptor) -> Descriptor.Output {
        descriptor.resolve(in: self)
    }
}
