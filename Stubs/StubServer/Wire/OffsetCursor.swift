import Foundation

/// An opaque pagination cursor: where the next page starts, bound to the list it pages.
///
/// It is base64url (no padding) of `{api}:{scope}:{offset}`, where `api` says which API issued
/// it (`v1` for app B's chats, in `next_cursor` and `cursor`; `s1` for app C's sites, in
/// `links.next` and `page[cursor]`) and `scope` is the chat or site. A cursor from one chat or
/// site, or from the other API, is refused. Clients must treat it as opaque.
struct OffsetCursor: Equatable {
    /// The API that issues a cursor; its raw value starts the cursor's text.
    enum API: String {
        case chat = "v1"
        case site = "s1"
    }

    var api: API
    /// The chat or the site whose list the cursor pages.
    var scope: String
    var offset: Int

    /// The cursor as it appears in the query.
    var encoded: String {
        Base64URL.encode("\(api.rawValue):\(scope):\(offset)")
    }

    /// Decodes `text` for `scope` of `api`; `nil` when it is not a cursor this server issued for it.
    init?(decoding text: String, api: API, scope: String) {
        let prefix = "\(api.rawValue):\(scope):"
        guard let plain = Base64URL.decode(text), plain.hasPrefix(prefix),
              let offset = Int(plain.dropFirst(prefix.count)), offset >= 0
        else { return nil }
        self.init(api: api, scope: scope, offset: offset)
    }

    init(api: API, scope: String, offset: Int) {
        self.api = api
        self.scope = scope
        self.offset = offset
    }
}
