import Core
import FoundationEssentials

/// How an app's backend wants to be told who is asking, as the app chooses it
/// (``AppDefinition/authentication``). The runtime does the rest: where the secret comes from,
/// exchanging and keeping tokens, retrying once with a fresh one.
public enum Authentication: Sendable {
    /// A credential the person has (a token: `PREFIX_TOKEN`, the config file's `token` or
    /// `token_command`; or what the app names it, ``Credential``), sent in the header fields
    /// `headers` makes of it.
    case token(_ credential: Credential = .token, headers: @Sendable (String) -> [(name: String, value: String)])
    /// OAuth 2.0 client credentials (RFC 6749 §4.4): the app's client id and secret, from the
    /// settings named in ``ClientCredentials``, are exchanged at the backend's token endpoint
    /// for an access token, kept until it expires and renewed when the backend says it is not
    /// valid any more.
    case clientCredentials(ClientCredentials)
    /// HTTP Basic (RFC 7617), as Kinto takes it: the user from the app's setting `userSetting`
    /// (an ``AppSetting`` the app declares, with its flag, variable and config key), the
    /// password a credential like a token (`PREFIX_PASSWORD`, `password` or `password_command`),
    /// sent as `Authorization: Basic base64(user:password)`.
    case basic(userSetting: String, password: Credential = Credential("password", key: "password"))

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
    public var usesToken: Bool { credential != nil }

    /// The credential the person supplies (a token, an API key, Basic's password); nil for
    /// client credentials.
    public var credential: Credential? {
        switch self {
        case .token(let credential, _): credential
        case .basic(_, let password): password
        case .clientCredentials: nil
        }
    }

    /// `Basic base64(user:password)`, or what is wrong with the user (RFC 7617 forbids a colon in it).
    static func basicHeader(user: String, password: String) -> Result<String, DomainError> {
        guard !user.contains(":") else {
            return .failure(DomainError(.configuration, "the user for HTTP Basic authentication cannot hold a colon (\":\")"))
        }
        return .success("Basic " + Data("\(user):\(password)".utf8).base64EncodedString())
    }

    /// What the app calls the credential a person gives it, and where it is read from: the
    /// environment (`PREFIX_` and the key in capitals), the config file's key, or its
    /// `KEY_command`. Help, messages and hints use its name.
    public struct Credential: Sendable, Hashable {
        /// For people, in lower case: "token", "API key".
        public var name: String
        /// The config key, and the stem of the variable and the command's key: `api_key` is read
        /// from `PREFIX_API_KEY`, `api_key` and `api_key_command`.
        public var key: String

        /// Names a credential.
        public init(_ name: String, key: String) {
            self.name = name
            self.key = key
        }

        /// A token: `PREFIX_TOKEN`, `token`, `token_command`.
        public static let token = Credential("token", key: "token")

        /// The environment variable it is read from first.
        public func variable(prefix: String) -> String { "\(prefix)_\(key.uppercased())" }
        /// The config key of the command that prints it.
        public var commandKey: String { "\(key)_command" }
    }
}
