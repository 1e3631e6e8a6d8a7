import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureStubs
import Testing

@Suite("SomeDetailViewModel", .timeLimit(.minutes(2)))
@MainActor
struct SomeDetailViewModelTests {
    let linked = Some(id: "1", title: "Tile order", status: .open, otherID: "7", updatedAt: SomeFactory.referenceNow)
    let unlinked = Some(id: "2", title: "Paint", status: .inProgress, updatedAt: SomeFactory.referenceNow)

    private func environment(complete: StubSomeAPIClient.Completion? = nil) -> StubEnvironment {
        StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: [linked, unlinked])), complete: complete)))
    }

    @Test("loads the some by id")
    func loads() async {
        let model = SomeDetailViewModel(id: "1", environment: environment())
        expectEqual(model.state, .loading)
        await model.load()
        expectEqual(model.state, .loaded(linked))
    }

    @Test("an unknown id is the failed state with a not-found error")
    func notFound() async {
        let model = SomeDetailViewModel(id: "99", environment: environment())
        await model.load()
        guard case .failed(let error) = model.state else { Issue.record("expected failure, got \(model.state)"); return }
        expectEqual(error.kind, .notFound)
    }

    @Test("completing is optimistic and rolled back on failure")
    func completeRollback() async {
        let env = environment(complete: .fails(DomainError(.rejected, "403 Forbidden")))
        let model = SomeDetailViewModel(id: "2", environment: env)
        await model.load()
        await model.complete()
        expectEqual(model.some?.status, .inProgress)
        expectEqual(model.feedback, Feedback(.failure, "Could not complete “Paint”: 403 Forbidden"))
    }

    @Test("completing succeeds and is tracked")
    func complete() async {
        let env = environment(complete: .applied)
        let model = SomeDetailViewModel(id: "2", environment: env)
        await model.load()
        await model.complete()
        expectEqual(model.some?.status, .done)
        expectEqual(env.recordedAnalytics.names, ["some_completed"])
    }

    @Test("completing before loading does nothing and says why")
    func completeBeforeLoad() async {
        let env = environment(complete: .applied)
        let model = SomeDetailViewModel(id: "2", environment: env)
        await model.complete()
        expectEmpty(env.api.calls)
        expectEqual(model.feedback?.tone, .warning)
    }

    @Test("the linked other is shown through the app's router")
    func other() async {
        let env = environment()
        let model = SomeDetailViewModel(id: "1", environment: env)
        await model.load()
        #expect(model.otherScreen() != nil)
        expectEqual(env.router.shownOthers, ["7"])
        expectEqual(env.recordedAnalytics.tracked, [AnalyticsEvent("other_opened", ["id": "7", "from": "some"])])
    }

    @Test("a some with no link has no other to show")
    func noOther() async {
        let env = environment()
        let model = SomeDetailViewModel(id: "2", environment: env)
        await model.load()
        expectNil(model.otherScreen())
        expectEmpty(env.router.shownOthers)
        expectEqual(model.feedback?.text, "This some is not linked to anything.")
    }

    @Test("in an app that opens no others (its router answers nothing), o says so and nothing is tracked")
    func noOtherInThisApp() async {
        let env = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: [linked, unlinked])))),
                                  router: RecordingRouter { _, _ in nil })
        let model = SomeDetailViewModel(id: "1", environment: env)
        await model.load()
        expectNil(model.otherScreen())
        expectEqual(env.router.shownOthers, ["7"])
        expectEqual(model.feedback?.text, "This app does not open what this some is linked to.")
        expectEmpty(env.recordedAnalytics.tracked)
    }

    @Test("shows the host's summary of the linked other, resolved through the OtherSummary use case")
    func otherSummary() async {
        let env = StubEnvironment(api: StubSomeAPIClient(.init(
            list: .success(SomeListing(somes: [linked])), others: ["7": Other(id: "7", name: "Plan", kind: "drawing")])))
        let model = SomeDetailViewModel(id: "1", environment: env)
        await model.load()
        expectEqual(model.otherSummary, "Plan · drawing")
        expectEqual(env.api.calls, [.some("1"), .other("7")])
    }

    @Test("a summary that cannot be had leaves the some showing, without a summary")
    func otherSummaryFails() async {
        let env = environment()
        let model = SomeDetailViewModel(id: "1", environment: env)
        await model.load()
        expectEqual(model.some, linked)
        expectNil(model.otherSummary)
        expectEqual(env.api.unexpectedCalls, ["OtherFeatureAPIClient.other(id:)"])
    }

    @Test("a some with no link asks for no summary")
    func noSummaryWithoutLink() async {
        let env = environment()
        let model = SomeDetailViewModel(id: "2", environment: env)
        await model.load()
        expectEqual(env.api.calls, [.some("2")])
    }
}
