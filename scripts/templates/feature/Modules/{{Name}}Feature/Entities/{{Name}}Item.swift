import Core

/// One item {{Name}}Feature lists, the same whichever backend it came from.
public struct {{Name}}Item: Codable, Sendable, Hashable {
    /// Its id, as the backend names it.
    public var id: String
    /// What it says, for people.
    public var title: String
    /// Whether it is marked.
    public var marked: Bool

    /// Makes an item.
    public init(id: String, title: String, marked: Bool = false) {
        self.id = id
        self.title = title
        self.marked = marked
    }
}

/// The context's items as the API client could get them: live, or the last good copy.
public struct {{Name}}Listing: Sendable, Hashable {
    /// Every item, in the backend's order.
    public var items: [{{Name}}Item]
    /// The items the backend sent that could not be read, named.
    public var unreadable: [UnreadableItem]
    /// Whether this came from the backend just now or from a cache.
    public var freshness: Freshness

    /// Makes a listing.
    public init(items: [{{Name}}Item], unreadable: [UnreadableItem] = [], freshness: Freshness = .fresh) {
        self.items = items
        self.unreadable = unreadable
        self.freshness = freshness
    }
}
