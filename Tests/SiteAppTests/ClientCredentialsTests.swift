import AppHarness
import Core
import Expectations
import Foundation
import SiteApp
import SiteContract
import Testing

/// site-app's credentials: a client id and secret exchanged for an access token that is kept
/// between runs (mode 0600, never the secret), renewed once when the backend says it is no
/// longer valid, and a refused client is exit 77 naming the settings to check.
@Suite("site-app: OAuth client credentials", .timeLimit(.minutes(2)))
struct ClientCredentialsTests {
    @Test("the first run exchanges the client for a token; the next run uses the kept one")
    func tokenKept() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        let first = await rig.run(["--json", "list"])
        expectEqual(first.status, 0, "\(first.stderr)")
        expectEqual(rig.recorder.exchanges.first?.description, "POST /oauth/token 200", "\(rig.recorder.exchanges)")
        let api = rig.recorder.exchanges.filter { $0.path.hasPrefix("/api/") }
        #expect(!api.isEmpty && api.allSatisfy { $0.headers["authorization"]?.hasPrefix("Bearer ") == true && $0.status == 200 })
        #expect(api.allSatisfy { $0.headers["accept"] == SiteAPI.mediaType })

        let tokens = URL(fileURLWithPath: rig.data).appendingPathComponent("tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: tokens.path)
        expectEqual(files.count, 1)
        let file = tokens.appendingPathComponent(files[0]).path
        let mode = try #require(FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber).intValue
        expectEqual(mode & 0o777, 0o600)
        let kept = try String(contentsOfFile: file, encoding: .utf8)
        expectNotContains(kept, SiteDemo.clientSecret)

        rig.recorder.clear()
        let second = await rig.run(["--json", "list"])
        expectEqual(second.status, 0, "\(second.stderr)")
        #expect(!rig.recorder.exchanges.contains { $0.path == "/oauth/token" }, "\(rig.recorder.exchanges)")
    }

    @Test("a token that expired between commands is exchanged once more and the request sent again")
    func expiredBetweenCommands() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["list"]).status, 0)
        try await rig.stub.admin("POST", "/_stub/site/expire-tokens")
        rig.recorder.clear()
        let again = await rig.run(["--json", "show", "1"])
        expectEqual(again.status, 0, "\(again.stderr)")
        expectEqual(rig.recorder.exchanges.prefix(3).map(\.description), [
            "GET /api/sites/S-1/tasks/1 401", "POST /oauth/token 200", "GET /api/sites/S-1/tasks/1 200",
        ], "\(rig.recorder.exchanges)")
    }

    @Test("a token endpoint that answers 429 with a Retry-After longer than the run may wait: 69, how long, until when, and the command, as a read's")
    func busyTokenEndpoint() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        try await rig.stub.setFault("status=429,retry-after=120")
        let result = await rig.run(["list"])
        expectEqual(result.status, 69, "\(result.stderr)")
        let said = result.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        expectContains(said, "could not get an access token: backend at ")
        expectContains(said, "answered 429 Too Many Requests; the backend asks to wait 120 s")
        expectContains(said, "the backend asks to wait 120 s")
        expectContains(said, "try again after ")
        expectContains(said, "`site-app --site S-1 --data-dir \(rig.data) list`", "\(said)")
        expectEqual(rig.recorder.exchanges.map(\.description), ["POST /oauth/token 429"], "asked once, not again before the wait")
    }

    @Test("a refused client is exit 77, naming the settings to check; the secret is never printed")
    func refusedClient() async throws {
        let rig = try SiteRig(environment: ["SITE_APP_CLIENT_SECRET": "not-the-secret"])
        defer { rig.cleanUp() }
        let result = await rig.run(["--json", "list"])
        expectEqual(result.status, 77)
        expectEmpty(result.stdout)
        expectContains(result.stderr, "invalid_client", "\(result.stderr)")
        expectContains(result.stderr, "SITE_APP_CLIENT_ID and SITE_APP_CLIENT_SECRET", "\(result.stderr)")
        expectNotContains(result.stderr, "not-the-secret")
    }

    @Test("a kept token is used only with the secret that obtained it: a changed or mistyped secret is exchanged, and refused (77), at once")
    func keptTokenBoundToTheSecret() async throws {
        let rig = try SiteRig()
        defer { rig.cleanUp() }
        await expectEqual(rig.run(["list"]).status, 0)
        rig.recorder.clear()
        let wrong = await rig.run(["--json", "list"], extra: ["SITE_APP_CLIENT_SECRET": "mistyped-secret"])
        expectEqual(wrong.status, 77, "\(wrong.stderr)")
        expectEmpty(wrong.stdout)
        expectEqual(rig.recorder.exchanges.map(\.description), ["POST /oauth/token 401"])
        expectNotContains(wrong.stderr, "mistyped-secret")
        // The right secret again: the token it obtained is still kept, and used.
        rig.recorder.clear()
        await expectEqual(rig.run(["list"]).status, 0)
        #expect(!rig.recorder.exchanges.contains { $0.path == "/oauth/token" }, "\(rig.recorder.exchanges)")
    }

    @Test("the client id may come from --client-id, which wins over the environment")
    func clientIDFlag() async throws {
        let rig = try SiteRig(environment: ["SITE_APP_CLIENT_ID": "someone-else"])
        defer { rig.cleanUp() }
        let refused = await rig.run(["list"])
        expectEqual(refused.status, 77, "\(refused.stderr)")
        let flagged = await rig.run(["list", "--client-id", SiteDemo.clientID])
        expectEqual(flagged.status, 0, "\(flagged.stderr)")
        let joined = await rig.run(["--client-id=\(SiteDemo.clientID)", "--json", "list"])
        expectEqual(joined.status, 0, "\(joined.stderr)")
    }

    @Test("a missing secret is exit 78 saying where to set it; there is no --client-secret flag")
    func missingSecret() async throws {
        let rig = try SiteRig(environment: ["SITE_APP_CLIENT_SECRET": ""])
        defer { rig.cleanUp() }
        let missing = await rig.run(["list"])
        expectEqual(missing.status, 78)
        expectContains(missing.stderr, "no client secret", "\(missing.stderr)")
        expectContains(missing.stderr, "SITE_APP_CLIENT_SECRET", "\(missing.stderr)")
        expectContains(missing.stderr, "client_secret_command", "\(missing.stderr)")
        let flag = await rig.run(["list", "--client-secret", "x"])
        expectEqual(flag.status, 64, "\(flag.stderr)")
        for empty in [["list", "--client-id="], ["list", "--client-id"]] {
            let result = await rig.run(empty)
            expectEqual(result.status, 64, "\(empty): \(result.stderr)")
            expectContains(result.stderr, "--client-id needs a value", "\(result.stderr)")
        }
    }

    @Test("the config file gives the client; a secret in a file others can read is refused, an unknown key names the known ones")
    func configFile() async throws {
        let rig = try SiteRig(environment: ["SITE_APP_CLIENT_ID": "", "SITE_APP_CLIENT_SECRET": ""])
        defer { rig.cleanUp() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config").path
        let environment = ["SITE_APP_CONFIG": config]

        try "client_id = \(SiteDemo.clientID)\nclient_secret_command = \"echo \(SiteDemo.clientSecret)\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let command = await rig.run(["list"], extra: environment)
        expectEqual(command.status, 0, "\(command.stderr)")

        try "client_id = \(SiteDemo.clientID)\nclient_secret = \(SiteDemo.clientSecret)\n".write(toFile: config, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config)
        let open = await rig.run(["list"], extra: environment)
        expectEqual(open.status, 78)
        expectContains(open.stderr, "holds a client secret (client_secret) but others can read it", "\(open.stderr)")
        expectNotContains(open.stderr, SiteDemo.clientSecret)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config)
        await expectEqual(rig.run(["list"], extra: environment).status, 0)

        // It reads no token, so a token in its config file is a mistake said at once.
        try "token_command = \"echo x\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let token = await rig.run(["list"], extra: environment)
        expectEqual(token.status, 78)
        expectContains(token.stderr, "unknown key \"token_command\"", "\(token.stderr)")

        try "client = x\n".write(toFile: config, atomically: true, encoding: .utf8)
        let unknown = await rig.run(["list"], extra: environment)
        expectEqual(unknown.status, 78)
        expectContains(unknown.stderr, "client_id, client_secret, client_secret_command", "\(unknown.stderr)")
    }

    @Test("--help tells the client settings, not a token")
    func help() async throws {
        let rig = try SiteRig()
        let help = await rig.app.run(["--help"])
        expectEqual(help.status, 0)
        let flat = help.stdout.split(separator: "\n").joined(separator: " ")
        expectContains(flat, "--client-id <value>, else $SITE_APP_CLIENT_ID, else `client_id`", "\(help.stdout)")
        expectContains(flat, "$SITE_APP_CLIENT_SECRET, else `client_secret` (in a file only its owner can read) or `client_secret_command`")
        #expect(!flat.contains("SITE_APP_TOKEN") && !flat.contains("token_command"))
        let list = await rig.app.run(["help", "list"])
        expectContains(list.stdout, "List the tasks of the site.", "\(list.stdout)")
    }

    @Test("its help, of every verb, speaks of tasks and never of somes (`some-sandbox`, a command, aside)")
    func helpInItsOwnWords() async throws {
        let rig = try SiteRig()
        for arguments in [["--help"]] + ["list", "show", "done", "other", "sync", "capture", "open"].map({ ["help", $0] }) {
            let help = await rig.app.run(arguments)
            expectEqual(help.status, 0, "\(arguments)")
            let words = help.stdout.replacingOccurrences(of: "some-sandbox", with: "")
                .split { !$0.isLetter }.map { $0.lowercased() }
            #expect(!words.contains("some") && !words.contains("somes"), "\(arguments): \(help.stdout)")
        }
    }
}
