import Foundation

/// App C's opaque `page[cursor]`, written into `links.next`.
///
/// It is base64url (no padding) of `s1:{site}:{offset}`: bound to its site, so a cursor from
/// one site is refused by another. Clients must only follow `links.next`, never build one.
struct SiteCursor: Equatable {
    var siteID: String
    var offset: Int

    /// The cursor as it appears in `page[cursor]`.
    var encoded: String {
        Base64URL.encode("s1:\(siteID):\(offset)")
    }

    /// Decodes `text` for `siteID`; `nil` when it is not a cursor this server issued for that site.
    init?(decoding text: String, siteID: String) {
        let prefix = "s1:\(siteID):"
        guard let plain = Base64URL.decode(text), plain.hasPrefix(prefix),
              let offset = Int(plain.dropFirst(prefix.count)), offset >= 0
        else { return nil }
        self.init(siteID: siteID, offset: offset)
    }

    init(siteID: String, offset: Int) {
        self.siteID = siteID
        self.offset = offset
    }
}
