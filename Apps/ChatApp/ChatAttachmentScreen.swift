import Core
import OtherFeature
import UIComponent

/// App B's own way of showing a some's other: as an attachment card in the chat, not
/// OtherFeature's details screen.
@MainActor
final class ChatAttachmentScreen: Screen {
    private let id: OtherID
    private let chatID: String
    private let apiClient: any OtherFeatureAPIClient
    private var state: Result<Other, DomainError>?

    init(id: OtherID, chatID: String, apiClient: any OtherFeatureAPIClient) {
        self.id = id
        self.chatID = chatID
        self.apiClient = apiClient
    }

    var title: String { Sanitizer.singleLine("Attachment \(id)") }

    func load() async {
        do { state = .success(try await apiClient.other(id: id)) } catch { state = .failure(error) }
    }

    var problem: DomainError? {
        if case .failure(let error)? = state { return error }
        return nil
    }

    var commands: [CommandHelp] { [] }

    func handle(_ input: String) async -> ScreenAction {
        .invalid("an attachment card takes no commands; type `b` to go back to the chat")
    }

    var offers: [ScreenOffer] { [ScreenOffer(.refresh, "fetch again")] }

    func perform(_ command: ScreenCommand) async -> ScreenAction {
        if command == .refresh { await load() }
        return .stay
    }

    func content(_ options: RenderOptions) -> ScreenContent {
        let theme = Theme(options)
        let width = options.width
        switch state {
        case nil:
            return ScreenContent(text: StateView.loading("Fetching the attachment…", width: width, theme: theme))
        case .failure(let error)?:
            return ScreenContent(text: StateView.error("Could not fetch attachment \(id): \(error.message)", hint: error.hint, width: width, theme: theme))
        case .success(let other)?:
            let name = Sanitizer.singleLine(other.name), line = Sanitizer.singleLine("\(other.kind) · attachment \(other.id)")
            // Off a terminal (unbounded) the card is as wide as what it holds, not the width.
            let width = options.isUnbounded ? max(name.displayWidth, line.displayWidth) + 4 : width
            let inner = width - 4
            let shared = "📎 shared in chat \(chatID)"
            return ScreenContent(header: [theme.apply(.dim, to: options.isUnbounded ? shared : TextLayout.truncate(shared, toWidth: width))], text: [
                "╭" + String(repeating: "─", count: width - 2) + "╮",
                "│ " + theme.apply(.bold, to: TextLayout.pad(name, toWidth: inner)) + " │",
                "│ " + theme.apply(.dim, to: TextLayout.pad(line, toWidth: inner)) + " │",
                "╰" + String(repeating: "─", count: width - 2) + "╯",
            ])
        }
    }
}
