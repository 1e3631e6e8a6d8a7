/// {{Name}}Feature on the {{noun}}s backend, written once for the app's adapter and for
/// `stub-server`:
/// - `GET {{urlPrefix}}/{{kebab}}` → ``{{Backend}}{{Name}}List``;
{{#writes}}
/// - `POST {{urlPrefix}}/{{kebab}}/{id}/mark` with the write's idempotency key → ``{{Backend}}{{Name}}Envelope``,
///   the item marked; the same key again answers the same and marks nothing; 404 for an item
///   the {{noun}} does not have.
{{/writes}}
extension {{API}} {
    /// `GET {{urlPrefix}}/{{kebab}}`.
    public static let list{{Name}} = {{Endpoint}}("GET", {{pathPrefix}}, "{{kebab}}")
    {{#writes}}
    /// `POST {{urlPrefix}}/{{kebab}}/{id}/mark`.
    public static let mark{{Name}} = {{Endpoint}}("POST", {{pathPrefix}}, "{{kebab}}", ":id", "mark")
    {{/writes}}
}

/// One item on the wire.
public struct {{Backend}}{{Name}}Wire: Codable, Sendable, Equatable {
    /// String id, unique within its {{noun}}.
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

/// Body of `GET {{urlPrefix}}/{{kebab}}`.
public typealias {{Backend}}{{Name}}List = {{Backend}}{{Name}}ListOf<{{Backend}}{{Name}}Wire>

/// Body of `GET {{urlPrefix}}/{{kebab}}`, each item read as `Item`: ``{{Backend}}{{Name}}Wire``, or a
/// wrapper of it that a reader uses to read each item on its own.
public struct {{Backend}}{{Name}}ListOf<Item: Sendable>: Sendable {
    /// Every item, in the backend's order.
    public var items: [Item]
    /// Makes a list.
    public init(items: [Item]) { self.items = items }
}

extension {{Backend}}{{Name}}ListOf: Decodable where Item: Decodable {}
extension {{Backend}}{{Name}}ListOf: Encodable where Item: Encodable {}
extension {{Backend}}{{Name}}ListOf: Equatable where Item: Equatable {}
{{#writes}}

/// Body of a `200` from `POST {{urlPrefix}}/{{kebab}}/{id}/mark`: the item as it is now.
public struct {{Backend}}{{Name}}Envelope: Codable, Sendable, Equatable {
    /// The item, marked.
    public var item: {{Backend}}{{Name}}Wire
    /// Wraps an item.
    public init(item: {{Backend}}{{Name}}Wire) { self.item = item }
}
{{/writes}}