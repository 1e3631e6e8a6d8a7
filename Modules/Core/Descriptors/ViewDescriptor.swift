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

    /// One other's details (OtherFeature). Nil from an app that hosts no feature showing
    /// others: it need not answer, and SomeFeature then offers no way to open one.
    public struct OtherDetails: TypedDescriptor {
        public typealias Output = (any Screen)?
        /// The other to show.
        public var otherID: OtherID
        /// Makes the descriptor.
        public init(otherID: OtherID) { self.otherID = otherID }
    }

    /// What the features an app hosts offer to do with one item another feature shows (a key
    /// that opens the item's history, say). Gathered: every hosted feature whose
    /// builder builds it adds its actions, in the order the app names its features; an app
    /// none of whose features offers any answers an empty list, and the screen offers none.
    public struct ItemActions: TypedDescriptor {
        public typealias Output = [ItemAction]
        /// The item the actions are for.
        public var item: ItemReference
        /// Makes the descriptor.
        public init(item: ItemReference) { self.item = item }
    }
}
