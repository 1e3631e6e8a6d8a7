import ChatContract
import Expectations
import Foundation
import OrderContract
import ProcessHarness
import SiteContract
import Testing

/// One of the apps, as a person runs it: its binary, its context flag and its token (for
/// site-app, its client secret, with the client id among the other credentials).
struct AppUnderTest: Sendable, CustomTestStringConvertible {
    let product: String
    let contextFlag: String
    var context: String
    let tokenVariable: String
    let token: String
    /// Credentials besides the token, by variable (site-app's client id).
    var credentials: [String: String] = [:]
    /// The app's word for many somes: "somes", "tasks".
    var many = "somes"
    /// How the details of some 1 of the demo data begin.
    var firstSome = "Some 1\n発注書の確認"
    /// The secret's config key (`token`) and its word in messages (`token`, `client secret`).
    var secretKey = "token"
    var secretWord = "token"
    /// Config file lines that give the credentials besides the secret (site-app's client id).
    var configLines: [String] = []
    /// Its writes carry an idempotency key, so stub-server's write log lists them by key;
    /// site-app's are conditional (`If-Match`) and show only in the server's counts.
    var keysWrites = true
    /// The secret is a setting of the app's (site-app's `client_secret`), named with its key in
    /// messages, rather than the runtime's token.
    var secretIsSetting = false
    /// What the app says when the secret is missing: `set ORDER_APP_TOKEN in the environment, or token_command in`.
    var missingSecretSays = ""
    /// The items of the demo list whose status the app does not know (site-app's `blocked` task 5).
    var unknownStatusIDs: [String] = []
    /// Requests before the first page: site-app asks its token endpoint first.
    var requestsBeforeList = 0
    /// Item 1's linked item as the details' title names it, and lines its screen shows.
    var otherCrumb = "Other 7"
    var otherLines = ["山田商事 (Yamada Trading)"]
    /// A line that is on the linked item's screen once it is drawn (`Kind`, a card's corner).
    var otherDrawn = "Kind"
    /// It hosts ActivityFeature (the `activity` verb, `a` on a some's details).
    var hostsActivity = false
    /// The context of stub-server's newer-backend fixtures (ReadReliabilityTests) and the field
    /// its item 3 breaks.
    var newerContext = "77"
    var unreadableField = "due_on"
    /// The config key of the command that prints the secret (`token_command`).
    var secretCommandKey: String { "\(secretKey)_command" }
    /// What the app says of a config file others can read that holds the secret: the token by
    /// its word, a secret setting by its word and key.
    var exposedSecretSays: String {
        "holds a \(secretWord)\(secretIsSetting ? " (\(secretKey))" : "") but others can read it (mode 644)"
    }

    static let order = AppUnderTest(product: "order-app", contextFlag: "--order", context: OrderDemo.order,
                                    tokenVariable: "ORDER_APP_TOKEN", token: OrderDemo.token,
                                    missingSecretSays: "set ORDER_APP_TOKEN in the environment, or token_command in",
                                    hostsActivity: true)
    static let chat = AppUnderTest(product: "chat-app", contextFlag: "--chat", context: ChatDemo.chat,
                                   tokenVariable: "CHAT_APP_TOKEN", token: ChatDemo.token,
                                   missingSecretSays: "set CHAT_APP_TOKEN in the environment, or token_command in",
                                   otherCrumb: "Attachment 7", otherLines: ["📎 shared in chat c-7", "見積書.pdf"], otherDrawn: "╭",
                                   newerContext: "c-77", unreadableField: "deadline")
    /// site-app: OAuth2 client credentials, tasks, conditional writes.
    static let site = AppUnderTest(product: "site-app", contextFlag: "--site", context: SiteDemo.site,
                                   tokenVariable: "SITE_APP_CLIENT_SECRET", token: SiteDemo.clientSecret,
                                   credentials: ["SITE_APP_CLIENT_ID": SiteDemo.clientID], many: "tasks",
                                   firstSome: "Task 1\n足場の点検", secretKey: "client_secret", secretWord: "client secret",
                                   configLines: ["client_id = \(SiteDemo.clientID)"], keysWrites: false, secretIsSetting: true,
                                   missingSecretSays: "set SITE_APP_CLIENT_SECRET in the environment, or client_secret_command in",
                                   unknownStatusIDs: ["5"], requestsBeforeList: 1,
                                   otherCrumb: "Inspection 7", otherLines: ["Scaffold check, level 3"],
                                   newerContext: "S-77", unreadableField: "attributes.updated_at")
    /// Every shipped app: the end-to-end tests run over these, each app with its own words,
    /// credentials and demo data (the fields above). A new app joins by being listed here.
    static let all = [order, chat, site]

    var testDescription: String { product }

    /// The title of some 1 of the demo data: `発注書の確認`.
    var firstTitle: String { String(firstSome.split(separator: "\n").last ?? "") }

    /// The app's words for its items as a screen's title says them: `Somes`, and item 1: `Somes › Some 1`.
    var manyTitle: String { "\(many.prefix(1).uppercased())\(many.dropFirst())" }
    var firstCrumb: String { "\(manyTitle) › \(firstSome.split(separator: "\n").first ?? "")" }

    /// The list's heading over the twelve items of the demo data: `Somes · 12 somes`.
    var listHeading: String { "\(manyTitle) · 12 \(many)" }

    /// How many symbols of `product`'s executable name `text` (module names are in the mangling):
    /// 0 for a feature an app does not host. A shipped app is stripped: its symbols are in
    /// `NAME.debug` beside it (scripts/release).
    static func symbols(of product: String, containing text: String) throws -> Int {
        let binary = ProcessRunner.path(of: product).path
        let symbols = FileManager.default.fileExists(atPath: binary + ".debug") ? binary + ".debug" : binary
        let result = try ProcessRunner.run("/usr/bin/env", ["nm", symbols])
        expectEqual(result.status, 0, "nm \(product): \(result.stderr)")
        return result.stdout.split(separator: "\n").filter { $0.contains(text) }.count
    }

    /// The variable that stops the app's clock at a moment (`ORDER_APP_NOW`), for output that
    /// must not depend on when the test runs.
    var nowVariable: String { environmentPrefix + "_NOW" }

    /// What the app's variables begin with: `ORDER_APP`.
    var environmentPrefix: String { product.uppercased().replacingOccurrences(of: "-", with: "_") }

    /// ``nowVariable`` set to `moment` (ISO-8601), as `extra` for ``run(_:server:dataDir:token:width:extra:)``.
    func at(_ moment: String) -> [String: String] { [nowVariable: moment] }

    /// Runs the app against `server` with a data directory of its own.
    /// `width` nil gives no `--width`: standard output is a pipe, so nothing is cut.
    func run(_ arguments: [String], server: String, dataDir: URL, token: String? = nil, width: Int? = 100,
             extra: [String: String] = [:]) async throws -> ProcessRunner.Result {
        try await ProcessRunner.run(
            product, self.arguments(arguments, server: server, dataDir: dataDir, width: width),
            environment: environment(token: token, extra: extra)
        )
    }

    /// A command as a hint of a run of ``run(_:server:dataDir:token:width:extra:)`` gives it, to
    /// paste: the options that say where (`--base-url`, `--data-dir`, `--timeout`) repeated.
    func hint(_ verb: String, server: String, dataDir: URL) -> String {
        "\(product) \(contextFlag) \(context) --base-url \(server) --data-dir \(dataDir.path) --timeout 5 \(verb)"
    }

    /// The command line of ``run(_:server:dataDir:token:width:extra:)``, after the program name.
    func arguments(_ arguments: [String], server: String, dataDir: URL, width: Int? = 100) -> [String] {
        [contextFlag, context, "--base-url", server, "--data-dir", dataDir.path] + (width.map { ["--width", String($0)] } ?? [])
            + ["--timeout", "5"] + arguments
    }

    /// The moment every run takes as now unless a test names another (``at(_:)``): what the
    /// apps print never depends on when the suite runs.
    static let now = StubServerProcess.now

    /// The app's token in its variable, its clock stopped at ``now``, plus `extra`.
    func environment(token: String? = nil, extra: [String: String] = [:]) -> [String: String] {
        credentials.merging([tokenVariable: token ?? self.token, nowVariable: Self.now]) { _, new in new }
            .merging(extra) { _, new in new }
    }
}

/// A fresh temporary folder, removed when the test ends (the suite is marked
/// `.removesTemporaryFolders`), not when the value goes: an app run on it may still be writing.
final class TemporaryDirectory {
    let url: URL

    init(sourceLocation: SourceLocation = #_sourceLocation) {
        url = TemporaryFolder.make("e2e", sourceLocation: sourceLocation)
    }
}
