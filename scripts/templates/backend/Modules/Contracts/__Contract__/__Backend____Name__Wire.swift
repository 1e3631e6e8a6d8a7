/// __Name__Feature on the __noun__s backend, written once for the app's adapter and for
/// `stub-server`:
/// - `GET __urlPrefix__/__kebab__` → ``__Backend____Name__List``;
// {{#writes}}
/// - `POST __urlPrefix__/__kebab__/{id}/mark` with the write's idempotency key → ``__Backend____Name__Envelope``,
///   the item marked; the same key again answers the same and marks nothing; 404 for an item
///   the __noun__ does not have.
// {{/writes}}
extension __API__ {
    /// `GET __urlPrefix__/__kebab__`.
    public static let list__Name__ = __Endpoint__("GET", __pathPrefix__, "__kebab__")
    // {{#writes}}
    /// `POST __urlPrefix__/__kebab__/{id}/mark`.
    public static let mark__Name__ = __Endpoint__("POST", __pathPrefix__, "__kebab__", ":id", "mark")
    // {{/writes}}
}

/// One item on the wire.
public struct __Backend____Name__Wire: Codable, Sendable, Equatable {
    /// String id, unique within its __noun__.
    public var id: String
    /// What it says, for people.
    public var title: String
    /// Whether it is marked.
    public var marked: Bool

    /// Makes an item.
    public init(id: String, title: String, marked: Bool) {
        self.id = id
        self.title = title
        self.marked = marked
    }
}

/// Body of `GET __urlPrefix__/__kebab__`.
public typealias __Backend____Name__List = __Backend____Name__ListOf<__Backend____Name__Wire>

/// Body of `GET __urlPrefix__/__kebab__`, each item read as `Item`: ``__Backend____Name__Wire``, or a
/// wrapper of it that a reader uses to read each item on its own.
public struct __Backend____Name__ListOf<Item: Sendable>: Sendable {
    /// Every item, in the backend's order.
    public var items: [Item]
    /// Makes a list.
    public init(items: [Item]) { self.items = items }
}

extension __Backend____Name__ListOf: Decodable where Item: Decodable {}
extension __Backend____Name__ListOf: Encodable where Item: Encodable {}
extension __Backend____Name__ListOf: Equatable where Item: Equatable {}
// {{#writes}}

/// Body of a `200` from `POST __urlPrefix__/__kebab__/{id}/mark`: the item as it is now.
public struct __Backend____Name__Envelope: Codable, Sendable, Equatable {
    /// The item, marked.
    public var item: __Backend____Name__Wire
    /// Wraps an item.
    public init(item: __Backend____Name__Wire) { self.item = item }
}
// {{/writes}}
