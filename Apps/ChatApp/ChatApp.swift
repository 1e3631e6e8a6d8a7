import AppRuntime
import Core
import Foundation
import HTTPClientLive

/// App B: somes of a chat room, from the chat backend.
public enum ChatApp: AppDefinition {
    public static let commandName = "chat-app"
    public static let abstract = "The somes of a chat room (app B, chat backend)."
    public static let contextOption = "chat"
    public static let contextNoun = "chat room"
    public static let environmentPrefix = "CHAT_APP"
    public static let stubServerToken = "demo-chat-token"

    public static func problem(withContext id: String) -> String? {
        let allowed = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard !id.isEmpty, id.count <= 64, allowed else {
            return "--chat takes a chat id such as c-7 (letters, digits, - and _); got \"\(id)\""
        }
        return nil
    }

    public static func storageContext(_ id: String) -> String { "chat:\(id)" }

    public static func makeAdapter(baseURL: URL, token: String, context: String, http: HTTPClient, timeout: Duration) -> any BackendAdapter {
        ChatAPIAdapter(
            backend: JSONBackend(
                baseURL: baseURL, http: http, headers: [("X-Chat-Token", token)], timeout: timeout,
                authHint: "check CHAT_APP_TOKEN", serverMessage: ChatWire.serverMessage
            ),
            chatID: context,
            timeZone: .current
        )
    }

    @MainActor public static func makeEnvironment(_ parts: AppParts) -> any SomeFeatureEnvironment {
        ChatAppEnvironment(parts, chatID: parts.contextID)
    }
}
