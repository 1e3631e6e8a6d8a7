import AppRuntime
import Core
import DemoBackends
import Expectations
import Foundation
import StubServer
// For the expectations' `#_sourceLocation` defaults: an issue is recorded in the story's own line.
import Testing

/// SomeFeature's verbs as a person meets them, in an app that hosts the feature, run in process
/// on the in-memory stub backend at a fixed moment: each ``Case`` is a short story of several
/// commands against one backend and one data folder. Each app's test target runs every case
/// (`@Test(arguments: SomeVerbScenarios<App>.Case.allCases)`); the end-to-end suite keeps on the
/// real binaries only what needs a socket or a process (pages over HTTP, a backend that refuses
/// connections and comes back, libcurl's faults and log, the terminal).
///
/// A backend that is down is one that answers 503: in process there is no connection to refuse
/// (the end-to-end suite refuses them, for `list`, `show`, `done` and `sync`).
public struct SomeVerbScenarios<App: AppDefinition>: Sendable {
    /// The stories.
    public enum Case: String, CaseIterable, Sendable {
        case listJoinsEveryPage, jsonShape, filters, show, doneOnce, offlineList, doneOffline,
             queuedSurvivesRefusedCredentials, showOffline, outboxBeforeCommands, wrongToken
    }

    /// The context the stub backend knows (`42`, `c-7`).
    public var context: String
    /// The token it takes.
    public var token: String
    /// How `show 1` names its linked other, the app's own way.
    public var otherSummary: String
    /// What differs from app to app beyond the context: credentials, words, the demo data.
    public var facts: Facts

    /// What a story needs to know of an app and its backend's demo data that is not the same in
    /// every app. The defaults are the orders' and chats' (a bearer token, "somes", the same
    /// twelve somes).
    public struct Facts: Sendable {
        /// The variables that authenticate a run, besides the token's (site-app's client id).
        public var credentials: [String: String] = [:]
        /// The variable whose value a story replaces with a refused one (the token, or the
        /// client secret).
        public var secretVariable: String?
        /// What a refused credential's error tells the person to set.
        public var credentialsHint: String?
        /// How the list's screen begins: "Somes · 12 somes".
        public var listHeading = "Somes · 12 somes"
        /// How `show 1` begins: "Some 1\n発注書の確認".
        public var showHeading = "Some 1\n発注書の確認"
        /// A title in the list, as a person reads it.
        public var title = "発注書の確認"
        /// A search and the ids it finds.
        public var search = "発注"
        public var found = ["1"]
        /// Every status `--json list` may say.
        public var statuses: Set<String> = ["open", "in_progress", "done"]
        /// The line `sync` prints after sending: "Refreshed the list: 12 somes."
        public var refreshed = "Refreshed the list: 12 somes."
        /// How a refused credential is said: "answered 401 Unauthorized".
        public var refusal = "answered 401 Unauthorized"
        /// What a `sync` refused for its credentials advises, before the command to run again.
        public var refusedSyncAdvice = "to a token the backend accepts"

        public init() {}
    }

    public init(context: String, token: String, otherSummary: String, facts: Facts = Facts()) {
        self.context = context
        self.token = token
        self.otherSummary = otherSummary
        self.facts = facts
    }

    /// The moment the app and the backend both take as now: 2026-11-24T12:00:00Z, as in the
    /// end-to-end suite.
    static var moment: Date { Date(timeIntervalSince1970: 1_795_521_600) }
    /// The base URL the runs name; nothing listens there, the transport answers.
    static var baseURL: String { "http://127.0.0.1:9" }
    var contextFlag: String { "--\(App.contextOption)" }
    var tokenVariable: String { facts.secretVariable ?? "\(App.environmentPrefix)_TOKEN" }
    /// The command that names the app and its context, as hints must.
    var command: String { "\(App.commandName) \(contextFlag) \(context)" }

    /// One backend and one data folder for a story, and its runs.
    final class Story: Sendable {
        let scenarios: SomeVerbScenarios
        let transport: StubTransport
        let folder: URL

        init(_ scenarios: SomeVerbScenarios) throws {
            self.scenarios = scenarios
            let moment = SomeVerbScenarios.moment
            transport = StubTransport(backend: try InMemoryStubBackend(
                configuration: .demo(now: { moment }, delayClock: ImmediateClock())))
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("verbs-\(UUID().uuidString)")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// A command as the story's runs give it in a hint: the context and the options that say
        /// where (the base URL and the data folder), then `verb`.
        func hint(_ verb: String) -> String {
            "\(scenarios.command) --base-url \(SomeVerbScenarios.baseURL) --data-dir \(folder.appendingPathComponent("data").path) \(verb)"
        }

        /// Runs `arguments` with the context, base URL, the story's data folder (or `data`), and
        /// the token (or `token`), the clock at the backend's moment.
        func run(_ arguments: [String], token: String? = nil, data: String? = nil) async -> InProcessApp<App>.Result {
            let token = token ?? scenarios.token
            let environment = scenarios.facts.credentials.merging(
                ["\(App.environmentPrefix)_NOW": ISO8601.string(from: SomeVerbScenarios.moment),
                 "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                 scenarios.tokenVariable: token]) { _, new in new }
            let app = InProcessApp<App>(environment: environment, transport: transport)
            return await app.run([scenarios.contextFlag, scenarios.context, "--base-url", SomeVerbScenarios.baseURL,
                                  "--data-dir", data ?? folder.appendingPathComponent("data").path, "--width", "100"] + arguments)
        }
    }

    /// Runs one story; every difference from what a person should see is recorded as an issue.
    public func run(_ story: Case) async throws {
        let it = try Story(self)
        switch story {
        case .listJoinsEveryPage: try await listJoinsEveryPage(it)
        case .jsonShape: try await jsonShape(it)
        case .filters: try await filters(it)
        case .show: try await show(it)
        case .doneOnce: try await doneOnce(it)
        case .offlineList: try await offlineList(it)
        case .doneOffline: try await doneOffline(it)
        case .queuedSurvivesRefusedCredentials: try await queuedSurvivesRefusedCredentials(it)
        case .showOffline: try await showOffline(it)
        case .outboxBeforeCommands: try await outboxBeforeCommands(it)
        case .wrongToken: await wrongToken(it)
        }
    }

    /// `list` reads every page: twelve somes, in `--json` and on the screen.
    func listJoinsEveryPage(_ it: Story) async throws {
        let result = await it.run(["--json", "list"])
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(Set(try somes(result.stdout).compactMap { $0["id"] as? String }), Set((1...12).map(\.description)))
        let screen = await it.run(["list"])
        expectEqual(screen.status, 0, "\(screen.stderr)")
        expectPrefix(screen.stdout, facts.listHeading)
        expectContains(screen.stdout, facts.title)
    }

    /// `--json list` is the normalized document, whichever backend it came from.
    func jsonShape(_ it: Story) async throws {
        let result = await it.run(["--json", "list"])
        let root = try object(result.stdout)
        expectEqual(Set(root.keys), ["app", "context", "backend", "somes", "stale", "live", "fetched_at", "reason", "filter"])
        expectEqual(root["app"] as? String, App.commandName)
        expectEqual((root["context"] as? [String: Any])?["id"] as? String, context)
        expectEqual(root["stale"] as? Bool, false)
        let somes = try somes(result.stdout)
        expectEqual(somes.count, 12)
        for some in somes {
            // `status_recognised` only for a status this build does not know, and then false.
            expectEqual(Set(some.keys).subtracting(["status_recognised"]), ["id", "title", "status", "assignee", "due_date", "other_id", "updated_at"])
            if let recognised = some["status_recognised"] { expectEqual(recognised as? Bool, false, "\(some)") }
            expectContains(facts.statuses, some["status"] as? String ?? "")
            for key in ["id", "title", "status", "updated_at"] { expectEqual(some[key] is String, true, "\(key) in \(some)") }
            for key in ["assignee", "due_date", "other_id"] {
                expectEqual(some[key] is String || some[key] is NSNull, true, "\(key) in \(some)")
            }
        }
        // Every optional field is mapped from this backend: some some has each.
        for key in ["assignee", "due_date", "other_id"] {
            expectEqual(somes.contains { $0[key] is String }, true, "no some has a \(key)")
        }
    }

    /// `--status` and `--search` narrow the list.
    func filters(_ it: Story) async throws {
        let done = await it.run(["--json", "list", "--status", "done"])
        let statuses = try somes(done.stdout).map { $0["status"] as? String }
        expectEqual(statuses.isEmpty, false)
        expectEqual(statuses.filter { $0 != "done" }, [])
        let search = await it.run(["--json", "list", "--search", facts.search])
        expectEqual(try somes(search.stdout).compactMap { $0["id"] as? String }, facts.found)
    }

    /// `show` prints one some and names the command that opens its other; an unknown id is 66.
    func show(_ it: Story) async throws {
        let one = await it.run(["show", "1"])
        expectEqual(one.status, 0, "\(one.stderr)")
        expectPrefix(one.stdout, facts.showHeading)
        expectContains(flat(one.stdout), "\(otherSummary) (run `\(it.hint("other 1"))` to open it)", "\(one.stdout)")
        let missing = await it.run(["show", "999"])
        expectEqual(missing.status, 66)
        expectEmpty(missing.stdout)
        expectContains(missing.stderr, "404 Not Found")
    }

    /// `done` completes once: the backend sees one write, a second `done` says it is done.
    func doneOnce(_ it: Story) async throws {
        let first = await it.run(["done", "4"])
        expectEqual(first.status, 0, "\(first.stderr)")
        expectContains(first.stdout, "✓ Marked “")
        let again = await it.run(["done", "4"])
        expectEqual(again.status, 0, "\(again.stderr)")
        expectContains(again.stdout, "is already done.")
        expectEqual(try await it.transport.stats()["writes_applied"], 1)
        let list = await it.run(["--json", "list", "--status", "done"])
        expectEqual(try somes(list.stdout).contains { $0["id"] as? String == "4" }, true)
    }

    /// With the backend down, `list` shows the kept copy marked stale (69); with none kept, the error.
    func offlineList(_ it: Story) async throws {
        expectEqual(await it.run(["list"]).status, 0)
        try await it.transport.setFault("status=503")
        let stale = await it.run(["list"])
        expectEqual(stale.status, 69)
        expectContains(stale.stdout, "Offline: showing the list cached just now.")
        expectContains(flat(stale.stdout), "answered 503 Service Unavailable")
        expectContains(stale.stdout, facts.title)
        let json = await it.run(["--json", "list"])
        expectEqual(json.status, 69)
        expectEqual(try object(json.stdout)["stale"] as? Bool, true)
        let empty = await it.run(["list"], data: it.folder.appendingPathComponent("empty").path)
        expectEqual(empty.status, 69)
        expectEmpty(empty.stdout)
        expectContains(flat(empty.stderr), "backend at \(Self.baseURL) answered 503 Service Unavailable")
    }

    /// `done` with the backend down is queued (75) and shown done; `sync` sends it once.
    func doneOffline(_ it: Story) async throws {
        expectEqual(await it.run(["list"]).status, 0)
        try await it.transport.setFault("status=503")
        let queued = await it.run(["done", "4"])
        expectEqual(queued.status, 75, "\(queued.stderr)")
        expectContains(queued.stderr, "as done offline, not sent yet")
        // Said once, as a warning: the screen above is the some, done.
        expectNotContains(queued.stdout, "offline", "\(queued.stdout)")
        expectNotContains(queued.stderr, "✗", "\(queued.stderr)")
        // A some never listed or shown with this data folder cannot be kept: said, with the command for later.
        let unseen = await it.run(["done", "4"], data: it.folder.appendingPathComponent("other-data").path)
        expectEqual(unseen.status, 69, "\(unseen.stderr)")
        expectContains(unseen.stderr, "was not kept to send later, as this app has not listed or shown it yet", "\(unseen.stderr)")
        expectContains(unseen.stderr, "done 4` again when the backend is back", "\(unseen.stderr)")
        let cached = await it.run(["--json", "list", "--status", "done"])
        expectEqual(try somes(cached.stdout).contains { $0["id"] as? String == "4" }, true)
        try await it.transport.setFault(nil)
        let sync = await it.run(["sync"])
        expectEqual(sync.status, 0, "\(sync.stderr)")
        expectPrefix(sync.stdout, "Sent 1 waiting change.\n\(facts.refreshed)")
        let again = await it.run(["sync"])
        expectPrefix(again.stdout, "Sent 0 waiting changes.")
        expectEqual(try await it.transport.stats()["writes_applied"], 1)
    }

    /// A queued change survives a `sync` the backend refuses (77), and goes once with the right token.
    func queuedSurvivesRefusedCredentials(_ it: Story) async throws {
        _ = await it.run(["list"])
        try await it.transport.setFault("status=503")
        expectEqual(await it.run(["done", "4"]).status, 75)
        try await it.transport.setFault(nil)
        let refused = await it.run(["sync"], token: "expired-token")
        expectEqual(refused.status, 77, "\(refused.stdout)\(refused.stderr)")
        // The same hint `list` and `show` give for a refused token, then the command to run.
        expectContains(refused.stdout, "1 still waiting:\n  complete 4: ")
        expectContains(flat(refused.stdout), "backend at \(Self.baseURL) \(facts.refusal)")
        expectContains(flat(refused.stdout), facts.refusedSyncAdvice)
        expectEqual(refused.stdout.hasSuffix("; then run `\(it.hint("sync"))`\n"), true, "\(refused.stdout)")
        expectNotContains(refused.stdout, "Refreshed")
        let sent = await it.run(["sync"])
        expectPrefix(sent.stdout, "Sent 1 waiting change.", "\(sent.stdout)\(sent.stderr)")
        expectEqual(try await it.transport.stats()["writes_applied"], 1)
    }

    /// `show` from the kept list while the backend is down says so and exits 69.
    func showOffline(_ it: Story) async throws {
        _ = await it.run(["list"])
        try await it.transport.setFault("status=503")
        let shown = await it.run(["show", "1"])
        expectEqual(shown.status, 69)
        expectPrefix(shown.stdout, facts.showHeading)
        expectPrefix(flat(shown.stderr), "✗ shown from the cache, not live: backend at \(Self.baseURL) answered 503", "\(shown.stderr)")
    }

    /// Any verb first sends what waits in the outbox, and says so on standard error.
    func outboxBeforeCommands(_ it: Story) async throws {
        _ = await it.run(["list"])
        try await it.transport.setFault("status=503")
        expectEqual(await it.run(["done", "1"]).status, 75)
        try await it.transport.setFault(nil)
        let show = await it.run(["show", "1"])
        expectEqual(show.status, 0, "\(show.stderr)")
        expectEqual(show.stderr, "Sent 1 change made offline.\n")
        expectContains(show.stdout, "[done]")
        expectEqual(try await it.transport.stats()["writes_applied"], 1)
    }

    /// A token the backend refuses is 77, naming the variable to set and never the token.
    func wrongToken(_ it: Story) async {
        let result = await it.run(["list"], token: "wrong-token-123")
        expectEqual(result.status, 77)
        expectContains(flat(result.stderr), facts.refusal)
        expectContains(flat(result.stderr), facts.credentialsHint ?? "→ set \(tokenVariable)")
        expectNotContains(result.stdout + result.stderr, "wrong-token-123")
    }

    /// The text with wrapped lines joined, so a message can be found whatever the width.
    func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    func object(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw ScenarioError(description: "not a JSON object: \(text)")
        }
        return object
    }

    func somes(_ text: String) throws -> [[String: Any]] {
        guard let somes = try object(text)["somes"] as? [[String: Any]] else {
            throw ScenarioError(description: "no somes in \(text)")
        }
        return somes
    }
}

/// A document a story expected and did not get.
struct ScenarioError: Error, CustomStringConvertible {
    let description: String
}
