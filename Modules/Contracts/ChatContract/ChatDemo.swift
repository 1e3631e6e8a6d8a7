/// What the local `stub-server` plays as the chats backend out of the box: the token it
/// accepts and the chats it serves. For the stub, the demo and tests; an app never uses these.
public enum ChatDemo {
    /// The token the local stub accepts unless told otherwise.
    public static let token = "demo-chat-token"
    /// A chat with several pages of items.
    public static let chat = "c-7"
    /// A chat the stub serves with no items.
    public static let secondChat = "c-8"
}
