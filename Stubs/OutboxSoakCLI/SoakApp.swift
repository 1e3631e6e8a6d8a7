import Foundation
import ProcessHarness

/// One app as the soak drives it: its binary, its context, its credentials, and how its backend
/// spells a completion.
struct SoakApp: Sendable {
    let product: String
    let contextFlag: String
    var context: String
    let tokenVariable: String
    let token: String
    /// Variables besides the token (site-app's client id).
    var more: [String: String] = [:]
    /// Whether its backend makes writes safe by idempotency keys, which the stub counts per key
    /// (`/_stub/writes`); the sites backend guards them by version instead.
    var countsKeys = true

    static let order = SoakApp(product: "order-app", contextFlag: "--order", context: "42",
                               tokenVariable: "ORDER_APP_TOKEN", token: "demo-order-token")
    static let chat = SoakApp(product: "chat-app", contextFlag: "--chat", context: "c-7",
                              tokenVariable: "CHAT_APP_TOKEN", token: "demo-chat-token")
    static let site = SoakApp(product: "site-app", contextFlag: "--site", context: "S-1",
                              tokenVariable: "SITE_APP_CLIENT_SECRET", token: "demo-site-secret",
                              more: ["SITE_APP_CLIENT_ID": "demo-site-client"], countsKeys: false)

    /// The same app in its small context (order 43, chat c-8, site S-2; see ``SoakFixtures``).
    var small: SoakApp {
        var app = self
        app.context = ["42": "43", "c-7": "c-8", "S-1": "S-2"][context] ?? context
        return app
    }

    private var environment: [String: String] { more.merging([tokenVariable: token]) { _, new in new } }

    /// The command line after the program name.
    func arguments(_ verb: [String], server: String, data: URL) -> [String] {
        [contextFlag, context, "--base-url", server, "--data-dir", data.path, "--timeout", "5"] + verb
    }

    /// Runs a verb to the end.
    func run(_ verb: [String], server: String, data: URL) throws -> ProcessRunner.Result {
        try ProcessRunner.run(product, arguments(verb, server: server, data: data), environment: environment)
    }

    /// Starts a verb and leaves it running.
    func start(_ verb: [String], server: String, data: URL) throws -> RunningProcess {
        try RunningProcess(product, arguments(verb, server: server, data: data), environment: environment)
    }

    /// The some id a completion request is for: `PATCH /order/42/somes/17` and
    /// `POST /chat/c-7/somes/17/complete` are both 17.
    static func target(ofRequest request: String) -> String? {
        let parts = request.split(separator: "/")
        guard let index = parts.firstIndex(of: "somes"), index + 1 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}
