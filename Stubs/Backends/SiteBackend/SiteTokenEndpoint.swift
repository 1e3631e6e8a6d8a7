import Foundation
import SiteContract
import StubServer

/// `POST /oauth/token`: OAuth 2.0 client credentials (RFC 6749 §4.4). The client id and secret
/// come in the form body or in HTTP Basic (§2.3.1); the answer is a ``SiteTokenGrant`` or a
/// ``SiteTokenError`` (§5.2), as `application/json` and never cached. Neither the body nor the
/// credentials go anywhere else: the request log prints the request line only.
struct SiteTokenEndpoint: Sendable {
    let kit: BackendKit
    let tokens: StubStore<SiteTokenBook>
    let client: SiteClient

    /// Checks, in order: a readable form body (400 `invalid_request`), the client (401
    /// `invalid_client`), the grant type (400 `invalid_request` when missing,
    /// `unsupported_grant_type` when another); then issues a token.
    func grant(_ match: RouteMatch) async -> StubReply {
        let request = match.request
        if let type = request.header("Content-Type"), !type.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            return Self.refusal(400, "invalid_request", "send the body as application/x-www-form-urlencoded, not \(type): grant_type=client_credentials&client_id=..&client_secret=..")
        }
        let form: FormBody
        do {
            form = try FormBody(request.body)
        } catch {
            return Self.refusal(400, "invalid_request", "the form body cannot be read: \(error.message)")
        }
        let header = request.header("Authorization")
        let basic = Self.basicCredentials(header)
        if header.map(Self.isBasic) == true, basic.isEmpty {
            return Self.refusal(401, SiteTokenError.invalidClient, "the Authorization header is not HTTP Basic of base64(client_id:client_secret)")
        }
        if basic.isEmpty {
            guard let id = form["client_id"], let secret = form["client_secret"] else {
                return Self.refusal(401, SiteTokenError.invalidClient,
                                    "no client credentials; send client_id and client_secret in the body, or in HTTP Basic")
            }
            guard id == client.id, secret == client.secret else {
                return Self.refusal(401, SiteTokenError.invalidClient, "unknown client or wrong secret")
            }
        } else {
            guard basic.contains(where: { $0.id == client.id && $0.secret == client.secret }) else {
                return Self.refusal(401, SiteTokenError.invalidClient, "unknown client or wrong secret")
            }
        }
        guard let grantType = form["grant_type"] else {
            return Self.refusal(400, "invalid_request", "grant_type is missing; send grant_type=\(SiteAPI.grantType)")
        }
        guard grantType == SiteAPI.grantType else {
            return Self.refusal(400, "unsupported_grant_type", "grant_type '\(grantType)' is not supported; send grant_type=\(SiteAPI.grantType)")
        }
        let lifetime = client.tokenLifetime
        let now = kit.now()
        let token = await tokens.edit { $0.issue(now: now, lifetime: lifetime) }
        var reply = StubReply.json(SiteTokenGrant(accessToken: token, expiresIn: lifetime))
        reply.headers = Self.noStore
        return reply
    }

    /// RFC 6749 §5.1: token responses must not be cached.
    private static let noStore = ["Cache-Control": "no-store", "Pragma": "no-cache"]

    /// A ``SiteTokenError`` reply.
    ///
    /// A 401 carries no `WWW-Authenticate: Basic` challenge, although RFC 6749 §5.2 asks for one
    /// when the client used HTTP Basic: URLSession on Linux, given a Basic challenge it has no
    /// credential for, never completes the request, and the body already says what is wrong.
    private static func refusal(_ status: Int, _ error: String, _ description: String) -> StubReply {
        var reply = StubReply.json(SiteTokenError(error: error, errorDescription: description), status: status)
        reply.headers = noStore
        return reply
    }

    private static func isBasic(_ header: String) -> Bool {
        header.split(separator: " ", maxSplits: 1).first?.lowercased() == "basic"
    }

    /// The readings of an `Authorization: Basic` header's id and secret: form-decoded, as
    /// RFC 6749 §2.3.1 has clients encode them, then as sent, for the many clients (`curl -u`)
    /// that do not. Empty without a Basic header or for one that cannot be read. When both are
    /// present, HTTP Basic is used and any credentials in the body are ignored.
    static func basicCredentials(_ header: String?) -> [(id: String, secret: String)] {
        guard let header, isBasic(header) else { return [] }
        let encoded = header.split(separator: " ", maxSplits: 1).dropFirst().first?.trimmingCharacters(in: .whitespaces) ?? ""
        guard let data = Data(base64Encoded: encoded), let text = String(data: data, encoding: .utf8),
              let colon = text.firstIndex(of: ":")
        else { return [] }
        let id = text[..<colon], secret = text[text.index(after: colon)...]
        var readings = [(id: String(id), secret: String(secret))]
        if let decodedID = try? FormBody.decode(id), let decodedSecret = try? FormBody.decode(secret) {
            readings.insert((decodedID, decodedSecret), at: 0)
        }
        return readings
    }
}
