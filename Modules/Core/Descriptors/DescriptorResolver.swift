/// Answers every descriptor in Core: one requirement per descriptor, so a host that forgets
/// one does not compile.
///
/// Hand-written for now; it is meant to be generated from the descriptors in Core.
@MainActor
public protocol DescriptorResolver: Sendable {
    /// The list of somes in the current context.
    func resolveSomeList(_ descriptor: ViewDescriptor.SomeList) -> any Screen
    /// One some's details.
    func resolveSomeDetails(_ descriptor: ViewDescriptor.SomeDetails) -> any Screen
    /// One other's details.
    func resolveOtherDetails(_ descriptor: ViewDescriptor.OtherDetails) -> any Screen
}

extension ViewDescriptor.SomeList {
    @MainActor public func resolve(in resolver: any DescriptorResolver) -> any Screen {
        resolver.resolveSomeList(self)
    }
}

extension ViewDescriptor.SomeDetails {
    @MainActor public func resolve(in resolver: any DescriptorResolver) -> any Screen {
        resolver.resolveSomeDetails(self)
    }
}

extension ViewDescriptor.OtherDetails {
    @MainActor public func resolve(in resolver: any DescriptorResolver) -> any Screen {
        resolver.resolveOtherDetails(self)
    }
}
