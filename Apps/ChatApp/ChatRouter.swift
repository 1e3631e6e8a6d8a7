import Core

/// App B shows a some's other its own way: an attachment card, not OtherFeature's screen.
@MainActor
final class ChatRouter: SomeFeatureRouter {
    private let chatID: String
    private let apiClient: any OtherFeatureAPIClient

    init(chatID: String, apiClient: any OtherFeatureAPIClient) {
        self.chatID = chatID
        self.apiClient = apiClient
    }

    func screenForOther(_ id: OtherID) -> any Screen {
        ChatAttachmentScreen(id: id, chatID: chatID, apiClient: apiClient)
    }
}
