import AppHarness
import OrderApp
import OrderContract
import Testing

/// SomeFeature's verbs in order-app, as a person uses them, in process (``SomeVerbScenarios``).
@Suite("order-app in process: SomeFeature's verbs, story by story", .timeLimit(.minutes(2)))
struct SomeVerbTests {
    static let scenarios = SomeVerbScenarios<OrderApp>(context: OrderDemo.order, token: OrderDemo.token,
                                                       otherSummary: "山田商事 (Yamada Trading) · supplier")

    @Test(arguments: SomeVerbScenarios<OrderApp>.Case.allCases)
    func story(_ story: SomeVerbScenarios<OrderApp>.Case) async throws {
        try await Self.scenarios.run(story)
    }
}
