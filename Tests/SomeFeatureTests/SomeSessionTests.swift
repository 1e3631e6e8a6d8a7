import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureStubs
import Testing

/// One copy of the somes per session: a write on the details shows on the list made from the
/// same environment, and a refused one is put back on both.
@Suite("SomeSession: every screen reads one copy", .timeLimit(.minutes(2)))
@MainActor
struct SomeSessionTests {
    let somes = [
        Some(id: "1", title: "Tile order", status: .open, otherID: "7", updatedAt: SomeFactory.referenceNow),
        Some(id: "2", title: "Paint", status: .inProgress, updatedAt: SomeFactory.referenceNow),
    ]

    private func screens(complete: StubSomeAPIClient.Completion? = nil) async -> (list: SomeListViewModel, details: SomeDetailViewModel) {
        let environment = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: somes)), complete: complete)))
        let list = SomeListViewModel(environment: environment)
        await list.load()
        let details = SomeDetailViewModel(id: "1", environment: environment)
        await details.load()
        return (list, details)
    }

    @Test("done on the details shows on the list at once, the list's revision moves, and done sorts last",
          arguments: [StubSomeAPIClient.Completion.applied, .queued(.unavailable("backend unreachable"))])
    func doneOnDetails(_ completion: StubSomeAPIClient.Completion) async {
        let (list, details) = await screens(complete: completion)
        let before = list.revision
        expectEqual(list.visibleSomes.map(\.id), ["1", "2"])
        await details.complete()
        expectEqual(details.some?.status, .done)
        expectEqual(list.somes.first { $0.id == "1" }?.status, .done)
        expectEqual(list.visibleSomes.map(\.id), ["2", "1"])
        #expect(list.revision > before)
    }

    @Test("a refused done on the details leaves both screens as they were, and the details say why")
    func refused() async {
        let (list, details) = await screens(complete: .fails(DomainError(.rejected, "409 Conflict")))
        await details.complete()
        expectEqual(details.some?.status, .open)
        expectEqual(list.somes.first { $0.id == "1" }?.status, .open)
        expectEqual(details.feedback?.text, "Could not complete “Tile order”: 409 Conflict")
    }

    @Test("done on the list shows on details already open")
    func doneOnList() async {
        let (list, details) = await screens(complete: .applied)
        await list.complete("1")
        expectEqual(details.some?.status, .done)
        expectEqual(details.state, .loaded(list.somes[0]))
    }

    @Test("a some loaded on its own replaces the list's copy: one some, one copy")
    func detailsLoadUpdatesList() async {
        let session = SomeSession()
        session.replaceList(somes)
        var newer = somes[1]
        newer.title = "Paint, second coat"
        session.put(newer)
        expectEqual(session.list.map(\.title), ["Tile order", "Paint, second coat"])
        let loose = Some(id: "9", title: "Not listed", status: .open, updatedAt: SomeFactory.referenceNow)
        session.put(loose)
        expectEqual(session.some("9"), loose)
        #expect(!session.listed("9"))
        expectEqual(session.list.count, 2)
    }
}
