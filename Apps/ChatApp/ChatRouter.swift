import Core
import OtherFeature
import SomeFeature

/// App B shows a some's other its own way: an attachment card, not OtherFeature's screen.
struct ChatRouter: SomeFeatureRouter {
    let chatID: String
    let apiClient: any OtherFeatureAPIClient

    func screenForOther(_ id: OtherID, resolver: any ResolvesViewOtherDetails) -> (any Screen)? {
        ChatAttachmentScreen(id: id, chatID: chatID, apiClient: apiClient)
    }
}
