extension ViewDescriptor {
    /// __Name__Feature's first screen.
    public struct __Name__Home: TypedDescriptor {
        public typealias Output = any Screen
        /// Makes the descriptor.
        public init() {}
    }
}
