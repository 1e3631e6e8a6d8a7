import AppRuntime
import Core
import Expectations
import Foundation
import Testing

@Suite("ConfigFile and TokenSource", .timeLimit(.minutes(2)))
struct ConfigFileTests {
    @Test("key = value lines, comments, quotes; the context key is the app's")
    func parses() throws {
        let file = try ConfigFile.parse("# mine\nbase_url = \"https://x.example\"\n\norder = 42\ncolor=never\n", path: "/c", contextOption: "order")
        expectEqual(file.values, ["base_url": "https://x.example", "order": "42", "color": "never"])
    }

    @Test("what it cannot use is named by file and line", arguments: [
        ("colour = always", "/c:1: unknown key \"colour\" (did you mean color?); keys: "),
        ("base_ulr = http://x", "/c:1: unknown key \"base_ulr\" (did you mean base_url?); keys: "),
        ("chat = c-7", "/c:1: unknown key \"chat\"; keys: "),
        ("# ok\nbase_url", "/c:2: expected `key = value`"),
        ("pager = \"less", "/c:1: the value of pager opens a quote it does not close"),
        ("color = loud", "/c:1: color must be auto, always or never"),
        ("order = 1\norder = 2", "/c:2: order is set twice"),
    ])
    func refuses(_ text: String, _ message: String) {
        #expect(throws: DomainError.self) { try ConfigFile.parse(text, path: "/c", contextOption: "order") }
        do {
            _ = try ConfigFile.parse(text, path: "/c", contextOption: "order")
        } catch {
            expectEqual(error.kind, .configuration)
            expectPrefix(error.message, message, "\(error.message)")
        }
    }

    @Test("each base directory: its variable when absolute, else its default under HOME; empty or relative is ignored", arguments: [
        (BaseDirectory.config, "/x/conf", "/x/conf/order-app", "/h/.config/order-app"),
        (BaseDirectory.data, "/x/data", "/x/data/order-app", "/h/.local/share/order-app"),
        (BaseDirectory.state, "/x/state", "/x/state/order-app", "/h/.local/state/order-app"),
        (BaseDirectory.cache, "/x/cache", "/x/cache/order-app", "/h/.cache/order-app"),
    ])
    func baseDirectories(_ base: BaseDirectory, _ value: String, _ set: String, _ unset: String) {
        expectEqual(base.folder(of: "order-app", environment: ["HOME": "/h", base.variable: value]).path, set)
        expectEqual(base.folder(of: "order-app", environment: ["HOME": "/h"]).path, unset)
        expectEqual(base.folder(of: "order-app", environment: ["HOME": "/h", base.variable: ""]).path, unset)
        expectEqual(base.folder(of: "order-app", environment: ["HOME": "/h", base.variable: "relative/dir"]).path, unset)
        expectEqual(ConfigFile.path(commandName: "order-app", environmentPrefix: "ORDER_APP", environment: ["HOME": "/h", "XDG_CONFIG_HOME": "rel"]), "/h/.config/order-app/config")
    }

    @Test("a missing file is an empty config")
    func missing() throws {
        try expectEmpty(ConfigFile.load(path: "/nonexistent/config", contextOption: "order").values)
    }

    @Test("the token: the environment first, then the file's token, then token_command; none is a configuration error naming both")
    func token() throws {
        let config = ConfigFile(path: "/c", values: ["token_command": "echo from-command"])
        try expectEqual(TokenSource.resolve(variable: "T", config: config, environment: ["T": "from-env"]), "from-env")
        try expectEqual(TokenSource.resolve(variable: "T", config: config, environment: [:]), "from-command")
        try expectEqual(TokenSource.resolve(variable: "T", config: ConfigFile(path: "/c", values: ["token": "t"]), environment: [:]), "t")
        do {
            _ = try TokenSource.resolve(variable: "T", config: ConfigFile(path: "/c", values: [:]), environment: [:])
            Issue.record("no token should be an error")
        } catch {
            expectEqual(error.kind, .configuration)
            expectEqual(error.hint, "set T in the environment, or token_command in /c (a command that prints the token)")
        }
    }

    @Test("a missing secret setting is asked for in the words of a missing token, naming the variable and its command key")
    func secretSettingHint() {
        let secret = AppSetting("client_secret", "the client's secret", example: "s3cret", secret: true)
        expectEqual(secret.whereToSet(prefix: "SITE_APP", configPath: "/c"),
                    "set SITE_APP_CLIENT_SECRET in the environment, or client_secret_command in /c (a command that prints the client secret)")
        let plain = AppSetting("client_id", "the client's id", example: "my-client")
        expectEqual(plain.whereToSet(prefix: "SITE_APP", configPath: "/c"),
                    "pass --client-id <value>, set SITE_APP_CLIENT_ID, or put `client_id = my-client` in /c")
    }
}
