/// The thing a ``Some`` can link to: a part of an order, an attachment of a chat, ...
public struct Other: Sendable, Hashable, Identifiable {
    /// Its id.
    public var id: OtherID
    /// Its name for a person (untrusted text).
    public var name: String
    /// What kind of thing it is, in the backend's words ("drawing", "image/png", ...).
    public var kind: String

    /// Makes an other.
    public init(id: OtherID, name: String, kind: String) {
        self.id = id
        self.name = name
        self.kind = kind
    }
}
