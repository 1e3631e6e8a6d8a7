import ChatContract
import Foundation
import OrderContract
import SiteContract

/// Which of the backends a request belongs to; decides the error body's shape.
public enum StubAPI: String, Sendable, CaseIterable {
    /// App A: `/order/...`, errors as `{"error":{"code":..,"message":..}}`.
    case order
    /// App B: `/chat/...`, errors as `{"ok":false,"reason":..}`.
    case chat
    /// App C: `/api/...` and `/oauth/...`, errors as JSON:API `{"errors":[{..}]}`.
    case site

    /// The first path segment of each API.
    private static let prefixes: [(prefix: String, api: StubAPI)] = [
        ("/order", .order), ("/chat", .chat), ("/api", .site), ("/oauth", .site),
    ]

    /// True for a path under one of the APIs (`/order/…`, `/chat/…`, `/api/…`, `/oauth/…`).
    static func isUnder(path: String) -> Bool {
        prefixes.contains { path == $0.prefix || path.hasPrefix($0.prefix + "/") }
    }

    /// The API a path belongs to; anything that is under none of them answers in App A's shape.
    static func owning(path: String) -> StubAPI {
        prefixes.first { path == $0.prefix || path.hasPrefix($0.prefix + "/") }?.api ?? .order
    }

    /// The media type of this API's bodies, errors included.
    var contentType: String {
        switch self {
        case .order, .chat: "application/json; charset=utf-8"
        case .site: SiteAPI.mediaType
        }
    }

    /// This API's error body for a reply with `status`, a `code` for programs and a
    /// human-readable `message`.
    ///
    /// App B has no code field: its `reason` is the message alone. App C's JSON:API error object
    /// carries all three, with the status's reason phrase as the `title`, which does not change
    /// between occurrences.
    func errorBody(status: Int, code: String, message: String) -> Data {
        switch self {
        case .order:
            WireJSON.encode(OrderErrorBody(error: .init(code: code, message: message)))
        case .chat:
            WireJSON.encode(ChatErrorBody(reason: message))
        case .site:
            WireJSON.encode(SiteErrorDocument(errors: [
                SiteErrorObject(status: String(status), code: code, title: HTTPStatusPhrase.phrase(for: status), detail: message),
            ]))
        }
    }
}
