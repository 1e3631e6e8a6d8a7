import ChatContract
import Foundation
import StubServer

/// App B's backend, as a stub-server plug-in: `/chat/{chat_id}/...` with `X-Chat-Token`,
/// `{"ok":false,"reason":..}` errors, cursor paging and `X-Request-Id` on writes. Its data is one
/// fixture file per chat (`chats/{chat_id}.json`).
public struct ChatBackend: StubBackend {
    /// The `X-Chat-Token` the app must send.
    public var token: String
    /// The chats it serves.
    public var fixtures: [ChatFixture]

    /// The backend serving `fixtures` (the bundled ones unless given) to a client with `token`.
    public init(token: String = ChatDemo.token, fixtures: [ChatFixture]? = nil) throws {
        self.token = token
        self.fixtures = try fixtures ?? Self.fixtures(in: FixtureFiles.bundled("chats", in: .module))
    }

    public var name: String { "chat" }
    public var pathPrefixes: [String] { ["/chat"] }
    public var errors: ErrorShape { Self.errors }
    public var idempotencyKeyHeader: String? { ChatAPI.requestIDHeader }

    /// `{"ok":false,"reason":..}`: the message alone, no code.
    static let errors = ErrorShape { _, _, message in WireJSON.encode(ChatErrorBody(reason: message)) }
    /// What starts this backend's cursors (``OffsetCursor``).
    static let cursorTag = "v1"

    public func validate() throws(StubServerError) {
        guard !token.isEmpty, !token.contains(where: \.isWhitespace) else {
            throw .invalidConfiguration("--chat-token must be a non-empty token without spaces")
        }
    }

    public func serve(_ kit: BackendKit) throws -> BackendService {
        let store = kit.store(name: name, initial: ChatData(chats: Dictionary(uniqueKeysWithValues: fixtures.map { ($0.chatID, $0) })))
        let token = token
        let features = BackendFeatureKit(kit: kit, name: name, errors: errors, idempotencyKeyHeader: ChatAPI.requestIDHeader,
                                         contexts: Dictionary(uniqueKeysWithValues: fixtures.map { ($0.chatID, Set($0.items.map(\.someID))) })) {
            ChatRoutes.refusal($0, token: token)
        }
        return try BackendService(routes: ChatRoutes(kit: kit, store: store, token: token).routes, reset: { await store.reset() })
            .adding(Self.features, features)
    }

    /// The chats in `folder` (`{chat_id}.json` each), checked.
    /// - Throws: `StubServerError.invalidFixture` naming the file and what is wrong with it.
    public static func fixtures(in folder: URL) throws -> [ChatFixture] {
        let loaded = try FixtureFiles.load(folder, as: ChatFixture.self)
        for (file, chat) in loaded { try validate(chat, file: file) }
        return loaded.map(\.fixture)
    }

    static func validate(_ fixture: ChatFixture, file: String) throws {
        func fail(_ reason: String) -> StubServerError { .invalidFixture(file: file, reason: reason) }
        guard file == "chats/\(fixture.chatID).json" else { throw fail("must be named chats/\(fixture.chatID).json") }
        let attachmentIDs = Set(fixture.attachments.map(\.id))
        guard Set(fixture.items.map(\.someID)).count == fixture.items.count else { throw fail("some_id values repeat") }
        guard attachmentIDs.count == fixture.attachments.count else { throw fail("attachment ids repeat") }
        for item in fixture.items {
            if let other = item.linkedOther, !attachmentIDs.contains(other) {
                throw fail("item \(item.someID) links attachment \(other), which is not in \"attachments\"")
            }
        }
    }
}

/// What the backend serves and changes: the chats by id.
struct ChatData: Sendable {
    var chats: [String: ChatFixture]
}
