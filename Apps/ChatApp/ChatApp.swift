import AppRuntime
import ChatContract
import Core
import FoundationEssentials
import OtherFeatureHost
import SomeFeature
import SomeFeatureHost

/// App B: somes of a chat room, from the chats backend. It hosts SomeFeature and OtherFeature
/// (its conformances below are the list). A some's other is an attachment, shown the chat way
/// (``ChatRouter``).
public enum ChatApp: SomeFeatureHosting, OtherFeatureHosting {
    public static let commandName = "chat-app"
    public static let abstract = "The somes of a chat room (app B, chats backend)."
    public static let contextOption = "chat"
    public static let contextNoun = "chat room"
    public static let environmentPrefix = "CHAT_APP"

    public static func problem(withContext id: String) -> String? {
        let allowed = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard !id.isEmpty, id.count <= 64, allowed else {
            return "--chat takes a chat id such as c-7 (letters, digits, - and _); got \"\(id)\""
        }
        return nil
    }

    public static func authHeaders(token: String) -> [(name: String, value: String)] {
        [(ChatAPI.tokenHeader, token)]
    }

    public static let errorFormat = BackendErrorFormat.json(ChatErrorBody.self) { $0.reason }

    public static func someBackend(_ run: AppRun) -> ChatAdapter {
        ChatAdapter(backend: run.backend, chatID: run.contextID, zone: run.clock.zone)
    }

    public static func otherBackend(_ run: AppRun) -> ChatAdapter {
        someBackend(run)
    }

    @MainActor public static func someRouter(_ run: AppRun) -> any SomeFeatureRouter {
        ChatRouter(chatID: run.contextID, apiClient: LiveOtherClient(backend: otherBackend(run)))
    }

    /// An other as a chat shows an attachment: "📎 見積書.pdf (application/pdf)".
    @MainActor public static func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary,
                                                             in environment: ChatAppEnvironment) -> (any OtherSummaryUseCase)? {
        FormattedOtherSummary(apiClient: environment.otherAPIClient) { other in "📎 \(other.name) (\(other.kind))" }
    }
}
