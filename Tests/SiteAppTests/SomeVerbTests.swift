import AppHarness
import SiteApp
import SiteContract
import Testing

/// SomeFeature's verbs in site-app, as a person uses them, in process (``SomeVerbScenarios``):
/// the same stories as order-app's and chat-app's, with site-app's own noun, its OAuth client
/// credentials, and its backend's demo tasks.
@Suite("site-app in process: SomeFeature's verbs, story by story", .timeLimit(.minutes(2)))
struct SomeVerbTests {
    static let scenarios: SomeVerbScenarios<SiteApp> = {
        var facts = SomeVerbScenarios<SiteApp>.Facts()
        facts.credentials = ["SITE_APP_CLIENT_ID": SiteDemo.clientID]
        facts.secretVariable = "SITE_APP_CLIENT_SECRET"
        facts.credentialsHint = "SITE_APP_CLIENT_ID and SITE_APP_CLIENT_SECRET"
        facts.listHeading = "Tasks · 12 tasks"
        facts.showHeading = "Task 1\n足場の点検"
        facts.title = "足場の点検"
        facts.search = "crane"
        facts.found = ["5"]
        facts.statuses = ["open", "in_progress", "done", "blocked"]
        facts.refreshed = "Refreshed the list: 12 tasks."
        facts.refusal = "refused the client credentials"
        facts.refusedSyncAdvice = "→ check the client id and secret"
        return SomeVerbScenarios<SiteApp>(context: SiteDemo.site, token: SiteDemo.clientSecret,
                                          otherSummary: "Scaffold check, level 3 (safety inspection)", facts: facts)
    }()

    @Test(arguments: SomeVerbScenarios<SiteApp>.Case.allCases)
    func story(_ story: SomeVerbScenarios<SiteApp>.Case) async throws {
        try await Self.scenarios.run(story)
    }
}
