/// What `POST /oauth/token` answers for good credentials (RFC 6749 §5.1).
public struct SiteTokenGrant: Codable, Sendable, Equatable {
    /// The token to send as `Authorization: Bearer`.
    public var accessToken: String
    /// `Bearer`.
    public var tokenType: String
    /// Seconds the token is good for from now.
    public var expiresIn: Int?

    /// Makes a grant.
    public init(accessToken: String, tokenType: String = "Bearer", expiresIn: Int?) {
        self.accessToken = accessToken
        self.tokenType = tokenType
        self.expiresIn = expiresIn
    }

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case tokenType = "token_type"
        case expiresIn = "expires_in"
    }
}

/// What `POST /oauth/token` answers for a refused request (RFC 6749 §5.2):
/// `{"error":"invalid_client","error_description":...}`.
public struct SiteTokenError: Codable, Sendable, Equatable {
    /// `invalid_client`, `invalid_request`, `unsupported_grant_type`, ...
    public var error: String
    /// For people.
    public var errorDescription: String?

    /// Makes a refusal.
    public init(error: String, errorDescription: String? = nil) {
        self.error = error
        self.errorDescription = errorDescription
    }

    enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
    }

    /// The client id or secret is wrong.
    public static let invalidClient = "invalid_client"
}

/// A JSON:API error document: `{"errors":[{"status","code","title","detail"}]}`.
public struct SiteErrorDocument: Codable, Sendable, Equatable {
    /// The errors, most important first.
    public var errors: [SiteErrorObject]

    /// Makes an error document.
    public init(errors: [SiteErrorObject]) {
        self.errors = errors
    }
}

/// One JSON:API error object.
public struct SiteErrorObject: Codable, Sendable, Equatable {
    /// The HTTP status, as a string (`"412"`).
    public var status: String?
    /// A code for programs (`precondition_failed`).
    public var code: String?
    /// A short summary that does not change between occurrences.
    public var title: String?
    /// What went wrong this time, for people.
    public var detail: String?

    /// Makes an error object.
    public init(status: String?, code: String?, title: String?, detail: String?) {
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
    }
}
