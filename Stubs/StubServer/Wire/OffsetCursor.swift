import Foundation

/// An opaque pagination cursor: where the next page starts, bound to the list it pages.
///
/// It is base64url (no padding) of `{tag}:{scope}:{offset}`, where `tag` says which backend
/// issued it (each backend that pages by cursor picks its own) and `scope` is the list it pages
/// (one team's notes, say). A cursor from another list, or from another backend, is refused. Clients
/// must treat it as opaque.
public struct OffsetCursor: Equatable {
    /// The issuing backend's tag; it starts the cursor's text.
    public var tag: String
    /// The list the cursor pages.
    public var scope: String
    public var offset: Int

    /// The cursor as it appears in the query.
    public var encoded: String {
        Base64URL.encode("\(tag):\(scope):\(offset)")
    }

    /// Decodes `text` for `scope` of the backend `tag`; `nil` when it is not a cursor that
    /// backend issued for that list.
    public init?(decoding text: String, tag: String, scope: String) {
        let prefix = "\(tag):\(scope):"
        guard let plain = Base64URL.decode(text), plain.hasPrefix(prefix),
              let offset = Int(plain.dropFirst(prefix.count)), offset >= 0
        else { return nil }
        self.init(tag: tag, scope: scope, offset: offset)
    }

    public init(tag: String, scope: String, offset: Int) {
        self.tag = tag
        self.scope = scope
        self.offset = offset
    }
}
