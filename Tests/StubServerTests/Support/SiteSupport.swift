import Foundation
import SiteContract

/// The sites API's demo client as the stub server's defaults expect it.
enum SiteAuth {
    /// The token request's form, with the client in the body.
    static let form = "grant_type=client_credentials&client_id=\(SiteDemo.clientID)&client_secret=\(SiteDemo.clientSecret)"
    /// `Authorization: Basic` of the demo client.
    static let basic = "Basic " + Data("\(SiteDemo.clientID):\(SiteDemo.clientSecret)".utf8).base64EncodedString()
    /// The JSON:API body that completes task `id`.
    static func done(_ id: String) -> String {
        #"{"data":{"type":"tasks","id":"\#(id)","attributes":{"state":"done"}}}"#
    }
}

extension TestClient {
    /// `POST /oauth/token` with `form` as an `application/x-www-form-urlencoded` body.
    func postForm(_ form: String, target: String = "/oauth/token", headers: [String: String] = [:]) async throws -> TestResponse {
        try await send("POST", target, headers: headers.merging(["Content-Type": "application/x-www-form-urlencoded"]) { $1 },
                       body: Data(form.utf8))
    }

    /// A fresh access token for the demo client.
    func siteToken() async throws -> String {
        let response = try await postForm(SiteAuth.form)
        guard response.status == 200 else { throw SiteTestError("POST /oauth/token answered \(response.status): \(response.text)") }
        return try JSONDecoder().decode(SiteTokenGrant.self, from: response.body).accessToken
    }

    /// `Authorization: Bearer` with a fresh token.
    func siteAuth() async throws -> [String: String] {
        ["Authorization": SiteAPI.bearer(try await siteToken())]
    }

    /// `PATCH` of a task with `If-Match: ifMatch` (none when nil) and `body`.
    func patchTask(_ target: String, ifMatch: String?, body: String, auth: [String: String]) async throws -> TestResponse {
        var headers = auth.merging(["Content-Type": SiteAPI.mediaType]) { $1 }
        if let ifMatch { headers[SiteAPI.ifMatchHeader] = ifMatch }
        return try await send("PATCH", target, headers: headers, body: Data(body.utf8))
    }
}

/// A test's own failure with a message.
struct SiteTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A clock a test moves by hand: the server's `now`, read on every request.
final class TestNow: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date = fixedNow) { self.date = date }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return date
    }

    func advance(seconds: TimeInterval) {
        lock.lock()
        date += seconds
        lock.unlock()
    }
}
