import Foundation
import ProcessHarness

/// One app as the soak drives it: its binary, its context, its token, and how its backend
/// spells a completion.
struct SoakApp: Sendable {
    let product: String
    let contextFlag: String
    let context: String
    let tokenVariable: String
    let token: String

    static let order = SoakApp(product: "order-app", contextFlag: "--order", context: "42",
                               tokenVariable: "ORDER_APP_TOKEN", token: "demo-order-token")
    static let chat = SoakApp(product: "chat-app", contextFlag: "--chat", context: "c-7",
                              tokenVariable: "CHAT_APP_TOKEN", token: "demo-chat-token")

    /// The same app in its small context (order 43, chat c-8; see ``SoakFixtures``).
    var small: SoakApp {
        SoakApp(product: product, contextFlag: contextFlag, context: context == "42" ? "43" : "c-8",
                tokenVariable: tokenVariable, token: token)
    }

    /// The command line after the program name.
    func arguments(_ verb: [String], server: String, data: URL) -> [String] {
        [contextFlag, context, "--base-url", server, "--data-dir", data.path, "--timeout", "5"] + verb
    }

    /// Runs a verb to the end.
    func run(_ verb: [String], server: String, data: URL) throws -> ProcessRunner.Result {
        try ProcessRunner.run(product, arguments(verb, server: server, data: data), environment: [tokenVariable: token])
    }

    /// Starts a verb and leaves it running.
    func start(_ verb: [String], server: String, data: URL) throws -> RunningProcess {
        try RunningProcess(product, arguments(verb, server: server, data: data), environment: [tokenVariable: token])
    }

    /// The some id a completion request is for: `PATCH /order/42/somes/17` and
    /// `POST /chat/c-7/somes/17/complete` are both 17.
    static func target(ofRequest request: String) -> String? {
        let parts = request.split(separator: "/")
        guard let index = parts.firstIndex(of: "somes"), index + 1 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}
