/// Descriptors for screens. Each names one screen some module provides.
public enum ViewDescriptor {
    /// The list of somes in the current context (SomeFeature).
    public struct SomeList: TypedDescriptor {
        public typealias Output = any Screen
        /// Makes the descriptor.
        public init() {}
    }

    /// One some's details (SomeFeature).
    public struct SomeDetails: TypedDescriptor {
        public typealias Output = any Screen
        /// The some to show.
        public var someID: SomeID
        /// Makes the descriptor.
        public init(someID: SomeID) { self.someID = someID }
    }

    /// One other's details (OtherFeature).
    public struct OtherDetails: TypedDescriptor {
        public typealias Output = any Screen
        /// The other to show.
        public var otherID: OtherID
        /// Makes the descriptor.
        public init(otherID: OtherID) { self.otherID = otherID }
    }

    /// The activity of the current context, newest first (ActivityFeature).
    public struct ActivityList: TypedDescriptor {
        public typealias Output = any Screen
        /// Makes the descriptor.
        public init() {}
    }

    /// The activity of one some, newest first (ActivityFeature). Optional: an app none of whose
    /// features builds it answers `nil`, and a screen that would open it does not offer to.
    public struct SomeActivity: TypedDescriptor {
        public typealias Output = (any Screen)?
        /// The some whose activity to show.
        public var someID: SomeID
        /// Makes the descriptor.
        public init(someID: SomeID) { self.someID = someID }
    }
}
