/// How an app's backend wants to be told who is asking, as the app chooses it
/// (``AppDefinition/authentication``). The runtime does the rest: where the secret comes from,
/// exchanging and keeping tokens, retrying once with a fresh one.
public enum Authentication: Sendable {
    /// A token the person has (`PREFIX_TOKEN`, the config file's `token` or `token_command`),
    /// sent in the header fields `headers` makes of it.
    case token(headers: @Sendable (String) -> [(name: String, value: String)])
    /// OAuth 2.0 client credentials (RFC 6749 §4.4): the app's client id and secret, from the
    /// settings named in ``ClientCredentials``, are exchanged at the backend's token endpoint
    /// for an access token, kept until it expires and renewed when the backend says it is not
    /// valid any more.
    case clientCredentials(ClientCredentials)

    /// Where a client-credentials backend takes its grant, and which settings hold the client.
    public struct ClientCredentials: Sendable {
        /// The token endpoint's path under the base URL (`["oauth", "token"]`).
        public var tokenPath: [String]
        /// The setting that holds the client id (``AppSetting/key``, `client_id`).
        public var clientIDSetting: String
        /// The secret setting that holds the client secret (`client_secret`).
        public var clientSecretSetting: String

        /// Names the token endpoint and the two settings.
        public init(tokenPath: [String], clientIDSetting: String = "client_id", clientSecretSetting: String = "client_secret") {
            self.tokenPath = tokenPath
            self.clientIDSetting = clientIDSetting
            self.clientSecretSetting = clientSecretSetting
        }
    }

    /// Whether the app's backend takes a token the person has (and so `PREFIX_TOKEN` is read).
    public var usesToken: Bool {
        if case .token = self { return true }
        return false
    }
}
