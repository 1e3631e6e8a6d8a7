/// A request for something another module provides, with the type of what comes back.
///
/// Descriptors live in Core so that a feature can ask for another feature's screen (or a use
/// case) without importing it. For each descriptor, a protocol with one requirement
/// (`ResolvesViewOtherDetails`) and its `resolve(_:)` are generated
/// (`DescriptorResolver.generated.swift`, by `scripts/generate`): a feature's environment
/// inherits the protocols of the descriptors it uses, and resolving is a direct call chosen by
/// the descriptor's type, with no cast and no lookup.
///
/// A descriptor whose `Output` is optional may be answered `nil` by a host that has nothing to
/// show for it (no feature it hosts builds it): the feature then does not offer what it leads to.
public protocol TypedDescriptor: Sendable {
    /// What resolving the descriptor gives back.
    associatedtype Output
}
