import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureStubs
import StubKit
import Testing

/// What other features offer on a some reaches its details screen through
/// `ViewDescriptor.ItemActions`, whoever offers it: SomeFeature names no other feature.
@Suite("Actions other features offer on a some", .timeLimit(.minutes(2)))
@MainActor
struct ItemActionsTests {
    let some = Some(id: "4", title: "Paint", status: .open, updatedAt: SomeFactory.referenceNow)

    private func screen(offering actions: @escaping @MainActor (ItemReference) -> [ItemAction]) async -> (SomeDetailScreen, StubEnvironment) {
        let environment = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: [some])))))
        environment.on(ViewDescriptor.ItemActions.self) { actions($0.item) }
        let screen = SomeDetailScreen(viewModel: SomeDetailViewModel(id: "4", environment: environment))
        await screen.load()
        return (screen, environment)
    }

    @Test("an action offered on the some is a key with its label, asked about this some in the host's words, and opens its screen")
    func offeredActionOpens() async {
        var asked: [ItemReference] = []
        let (screen, _) = await screen { item in
            asked.append(item)
            return [ItemAction(key: "c", word: "checklist", label: "the \(item.noun)'s checklist") { PlaceholderScreen("checklist of \(item.id)") }]
        }
        expectEqual(screen.commands.map(\.keys), ["d", "c", "r"])
        expectContains(screen.commands.map(\.summary), "the some's checklist")
        expectContains(screen.offers.compactMap(\.key), "c")
        expectEqual(asked, [ItemReference(kind: .some, id: "4", noun: "some")])
        for input in ["c", "checklist"] {
            guard case .push(let opened) = await screen.handle(input) else { Issue.record("\(input) did not open a screen"); continue }
            expectEqual((opened as? PlaceholderScreen)?.title, "checklist of 4")
        }
        guard case .push(let opened) = await screen.perform(.action("checklist", row: nil)) else { Issue.record("the action did not open a screen"); return }
        expectEqual((opened as? PlaceholderScreen)?.title, "checklist of 4")
    }

    @Test("nothing offered, nothing shown: the key says it is not a command here")
    func nothingOffered() async {
        let (screen, environment) = await screen { _ in [] }
        expectEqual(screen.commands.map(\.keys), ["d", "r"])
        guard case .invalid(let said) = await screen.handle("a") else { Issue.record("a did something"); return }
        expectContains(said, "is not a command here")
        expectEmpty(environment.unresolved)
    }

    @Test("an offer on a key or word of the screen's own, or on one already offered, is left out")
    func clashesLeftOut() async {
        let (screen, _) = await screen { _ in
            [
                ItemAction(key: "d", word: "delete", label: "taken key") { PlaceholderScreen("no") },
                ItemAction(key: "x", word: "other", label: "taken word") { PlaceholderScreen("no") },
                ItemAction(key: "a", word: "activity", label: "first") { PlaceholderScreen("first") },
                ItemAction(key: "a", word: "audit", label: "second on a") { PlaceholderScreen("no") },
            ]
        }
        expectEqual(screen.commands.map(\.summary), ["mark done", "first", "refresh"])
    }
}
