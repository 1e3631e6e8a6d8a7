/// What the local `stub-server` plays as the sites backend out of the box: the client it
/// accepts and the sites it serves. For the stub, the demo and tests; an app never uses these.
public enum SiteDemo {
    /// The client id the local stub accepts unless told otherwise.
    public static let clientID = "demo-site-client"
    /// The secret the local stub accepts unless told otherwise.
    public static let clientSecret = "demo-site-secret"
    /// A site with several pages of tasks.
    public static let site = "S-1"
    /// A site the stub serves with no tasks.
    public static let secondSite = "S-2"
    /// How long an access token from the stub is good for, in seconds, unless told otherwise.
    public static let tokenLifetime = 3600
}
