/// What the local `stub-server` plays as the orders backend out of the box: the token it
/// accepts and the orders it serves. For the stub, the demo and tests; an app never uses these.
public enum OrderDemo {
    /// The token the local stub accepts unless told otherwise.
    public static let token = "demo-order-token"
    /// An order with several pages of somes.
    public static let order = "42"
    /// An order the stub serves with no somes.
    public static let secondOrder = "43"
}
