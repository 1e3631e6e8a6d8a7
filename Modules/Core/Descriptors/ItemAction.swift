/// What kind of item a screen shows, for the features that offer actions on items of that kind
/// (``ViewDescriptor/ItemActions``). A kind is named by the feature that owns the items.
public struct ItemKind: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A some (SomeFeature's items).
    public static let some = ItemKind(rawValue: "some")
}

/// One item, as another feature refers to it: its kind, its id, and the word the host uses for
/// one of its kind ("task"), for an action's label.
public struct ItemReference: Hashable, Sendable {
    /// What kind of item it is.
    public var kind: ItemKind
    /// Its id.
    public var id: String
    /// The host's word for one item of its kind: "some", "task".
    public var noun: String

    /// A reference to item `id` of `kind`.
    public init(kind: ItemKind, id: String, noun: String) {
        self.kind = kind
        self.id = id
        self.noun = noun
    }
}

/// Something a feature offers to do with an item another feature shows: a key on that
/// feature's screen, a label, and the screen it opens. The feature showing the item lists the
/// actions it is given and knows nothing of who gives them.
@MainActor
public struct ItemAction {
    /// The key on a full screen (`a`), and in the line mode with ``word``.
    public let key: Character
    /// The word that does the same in the line mode (`activity`).
    public let word: String
    /// What it does, for the key list: "the task's activity".
    public let label: String
    /// The screen it opens.
    public let open: @MainActor () -> any Screen

    /// An action opening `open` on `key` (or `word`), described by `label`.
    public init(key: Character, word: String, label: String, open: @escaping @MainActor () -> any Screen) {
        self.key = key
        self.word = word
        self.label = label
        self.open = open
    }
}
