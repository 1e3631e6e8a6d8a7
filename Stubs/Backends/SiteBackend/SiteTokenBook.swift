import Foundation
import StubServer

/// The access tokens the sites API issued (`POST /oauth/token`) and whether each is still good.
///
/// Tokens are `site-at-{n}-{run}`: a counter, unique for the life of the server, plus a random
/// tag per server, so a token kept from an earlier run of the server is unknown to this one.
/// They survive `POST /_stub/reset` (that restores data, not sessions);
/// `POST /_stub/site/expire-tokens` revokes them all.
struct SiteTokenBook: Sendable {
    /// What a presented token is.
    enum Status: Equatable {
        /// Issued and good until its expiry.
        case valid
        /// Never issued by this server.
        case unknown
        /// Issued, but its lifetime is over.
        case expired
        /// Issued, then revoked by `POST /_stub/site/expire-tokens`.
        case revoked
    }

    private struct Entry {
        var expiresAt: Date
        var revoked = false
    }

    private var tokens: [String: Entry] = [:]
    private var issued = 0
    private let run = String(UInt32.random(in: 0...UInt32.max), radix: 16)

    /// Issues a new token, good for `lifetime` seconds from `now`.
    mutating func issue(now: Date, lifetime: Int) -> String {
        issued += 1
        let token = "site-at-\(issued)-\(run)"
        tokens[token] = Entry(expiresAt: now.addingTimeInterval(TimeInterval(lifetime)))
        return token
    }

    /// What `token` is at `now`.
    func status(of token: String, now: Date) -> Status {
        guard let entry = tokens[token] else { return .unknown }
        if entry.revoked { return .revoked }
        return now < entry.expiresAt ? .valid : .expired
    }

    /// Revokes every token; returns how many were still valid at `now`.
    mutating func revokeAll(now: Date) -> Int {
        var live = 0
        for (token, entry) in tokens where !entry.revoked {
            if now < entry.expiresAt { live += 1 }
            tokens[token]?.revoked = true
        }
        return live
    }
}
