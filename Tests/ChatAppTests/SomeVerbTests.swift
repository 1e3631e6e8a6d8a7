import AppHarness
import ChatApp
import ChatContract
import Testing

/// SomeFeature's verbs in chat-app, as a person uses them, in process (``SomeVerbScenarios``).
@Suite("chat-app in process: SomeFeature's verbs, story by story", .timeLimit(.minutes(2)))
struct SomeVerbTests {
    static let scenarios = SomeVerbScenarios<ChatApp>(context: ChatDemo.chat, token: ChatDemo.token,
                                                      otherSummary: "📎 見積書.pdf (application/pdf)")

    @Test(arguments: SomeVerbScenarios<ChatApp>.Case.allCases)
    func story(_ story: SomeVerbScenarios<ChatApp>.Case) async throws {
        try await Self.scenarios.run(story)
    }
}
