import ChatContract
import Foundation
import OrderContract

/// Which of the two backends a request belongs to; decides the error body's shape.
public enum StubAPI: String, Sendable, CaseIterable {
    /// App A: `/order/...`, errors as `{"error":{"code":..,"message":..}}`.
    case order
    /// App B: `/chat/...`, errors as `{"ok":false,"reason":..}`.
    case chat

    /// The API a path belongs to; anything that is not under `/chat` answers in App A's shape.
    /// True for a path under one of the APIs (`/order/…`, `/chat/…`).
    static func isUnder(path: String) -> Bool {
        ["/order", "/chat"].contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    static func owning(path: String) -> StubAPI {
        path == "/chat" || path.hasPrefix("/chat/") ? .chat : .order
    }

    /// This API's error body for `code` and a human-readable `message`.
    ///
    /// App B has no code field: its `reason` is the message alone.
    func errorBody(code: String, message: String) -> Data {
        switch self {
        case .order:
            WireJSON.encode(OrderErrorBody(error: .init(code: code, message: message)))
        case .chat:
            WireJSON.encode(ChatErrorBody(reason: message))
        }
    }
}
