import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureStubs
import Testing

/// One word per state: every screen that names a status, a missing assignee or a missing due date
/// reads it from `SomeWords`, and `--json` keeps the normalized names.
@Suite("SomeWords: one word per state, in one table", .timeLimit(.minutes(2)))
@MainActor
struct SomeWordsTests {
    private let wide = RenderOptions(width: 100, color: false)
    private let narrow = RenderOptions(width: 50, color: false)

    private func some(_ id: String, _ status: SomeStatus) -> Some {
        Some(id: SomeID(id), title: "Title \(id)", status: status, updatedAt: SomeFactory.referenceNow)
    }

    private func environment() -> StubEnvironment {
        StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: [
            some("1", .open), some("2", .inProgress), some("3", .done),
        ])))))
    }

    @Test("the table: each known status once, in workflow order; a person's words are not the JSON names where they differ")
    func table() {
        expectEqual(SomeWords.statuses.map(\.status), SomeStatus.known)
        expectEqual(SomeWords.word(.inProgress), "in progress")
        expectNotEqual(SomeWords.word(.inProgress), SomeStatus.inProgress.name)
        expectEqual(SomeWords.choices(), "open, in progress or done")
        expectEqual(SomeWords.word(.unrecognised("blocked")), "blocked")
    }

    @Test("a status is found by its word, its short word or its JSON name, any case, with -, _ or a space",
          arguments: ["in progress", "In Progress", "in-progress", "in_progress", "doing", "IN_PROGRESS"])
    func named(_ text: String) {
        expectEqual(SomeWords.status(named: text), .inProgress)
    }

    @Test("a state the app declares shows in its words, is recognised, filters by word or name, and joins the choices; an undeclared one is still unknown")
    func declaredStates() async throws {
        let onHold = SomeStatus.declared("on_hold", word: "on hold")
        expectEqual(SomeWords.word(onHold), "on hold")
        expectEqual(onHold.name, "on_hold")
        #expect(onHold.isRecognised)
        expectEqual(SomeWords.status(named: "on hold", declared: [onHold]), onHold)
        expectEqual(SomeWords.status(named: "ON_HOLD", declared: [onHold]), onHold)
        expectNil(SomeWords.status(named: "on hold"))
        expectEqual(SomeWords.choices(declared: [onHold]), "open, in progress, done or on hold")

        let environment = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: [
            some("1", .open), some("2", onHold), some("3", .unrecognised("archived")),
        ])))))
        environment.someStates = [onHold]
        let list = SomeListScreen(viewModel: SomeListViewModel(environment: environment))
        await list.load()
        let shown = list.render(wide)
        expectContains(shown, "[on hold]")
        expectNotContains(shown, "on_hold?")
        expectContains(shown, "archived?")
        let filter = try #require(list.offers.first { $0.kind == .filter })
        expectEqual(filter.choices, [SomeWords.allStatuses, "open", "in progress", "done", "on hold"])
        _ = await list.perform(.filter("on hold"))
        expectEqual(list.viewModel.visibleSomes.map(\.id), ["2"])
    }

    @Test("nothing else is a status", arguments: ["", "all", "inprogress", "finished", "in  progres"])
    func notNamed(_ text: String) {
        expectNil(SomeWords.status(named: text))
    }

    @Test("the list, its narrow layout, the details, the filter line and the filter's choices all say the table's words")
    func screensReadTheTable() async throws {
        let environment = environment()
        let list = SomeListScreen(viewModel: SomeListViewModel(environment: environment))
        await list.load()
        var shown = list.render(wide)
        for (_, words) in SomeWords.statuses {
            expectContains(shown, "[\(words.word)]", "\(words.word)")
        }
        let compact = list.render(narrow)
        for (_, words) in SomeWords.statuses {
            expectContains(compact, " \(words.short) ", "\(words.short)")
        }
        let filter = try #require(list.offers.first { $0.kind == .filter })
        expectEqual(filter.choices, [SomeWords.allStatuses] + SomeWords.statuses.map(\.words.word))
        for choice in filter.choices.dropFirst() {
            _ = await list.perform(.filter(choice))
            let line = list.render(wide)
            expectContains(line, ": status \(choice)", "\(choice)")
            shown += line
        }
        for id in ["1", "2", "3"] {
            let details = SomeDetailScreen(viewModel: SomeDetailViewModel(id: SomeID(id), environment: environment))
            await details.load()
            let text = details.render(wide)
            let status = try #require(environment.session.some(SomeID(id))?.status)
            expectContains(text, "Status    [\(SomeWords.word(status))]", "\(text)")
            expectContains(text, "Assignee  \(SomeWords.noAssignee)")
            expectContains(text, "Due       \(SomeWords.noDueDate)")
            shown += text
        }
        expectNotContains(shown, "in_progress")
        expectNotContains(compact, "in_progress")
        // What the list prints for --json keeps the normalized name.
        _ = await list.perform(.filter(SomeWords.allStatuses))
        let json = JSONValue.object(SomeDocuments.list(list.viewModel)).text(pretty: false)
        expectContains(json, #""status":"in_progress""#)
    }
}
