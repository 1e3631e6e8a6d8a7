import Core
import Expectations
import Foundation
import ProcessHarness
import Testing

/// Help, version, completions and configuration, as a person meets them at the prompt.
@Suite("The command line: help, version, completions, configuration", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct CommandLineTests {
    private func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test("help VERB, VERB --help and -h work with no context and no token, and show a complete usage line", arguments: [
        ("order-app", ["help", "list"], "USAGE: order-app [--order <id>] list [--status <status>] [--search <text>]"),
        ("order-app", ["list", "--help"], "USAGE: order-app [--order <id>] list [--status <status>] [--search <text>]"),
        ("order-app", ["list", "-h"], "USAGE: order-app [--order <id>] list"),
        ("chat-app", ["help", "done"], "USAGE: chat-app [--chat <id>] done <some-id>"),
        ("chat-app", ["sync", "--help"], "OVERVIEW: Send changes made offline"),
        ("order-app", ["--help"], "order-app [--order <id>] [<options>] [<verb>]"),
    ])
    func help(_ product: String, _ arguments: [String], _ expected: String) async throws {
        let result = try await ProcessRunner.run(product, arguments)
        expectEqual(result.status, 0, "\(result.all)")
        expectContains(result.stdout, expected, "\(result.stdout)")
    }

    @Test("the exit-code table is one table: README, docs/cli.md, docs/architecture.md and --help agree, and name every code the error line may carry")
    func exitCodeTable() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func table(_ file: String) throws -> [String] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let start = try #require(text.range(of: "| code | meaning |"))
            return text[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("| ") }.map {
                $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            }
        }
        let readme = try table("README.md")
        #expect(readme.count >= 10)
        try expectEqual(table("docs/cli.md"), readme)
        try expectEqual(table("docs/architecture.md"), readme)
        // --help wraps and pads; compare word by word.
        let help = try await ProcessRunner.run("order-app", ["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for row in readme {
            expectContains(help, row, "\(row)")
        }
        let schema = try String(contentsOf: root.appendingPathComponent("docs/schemas/error.schema.json"), encoding: .utf8)
        let codes = readme.compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0 != "0" }
        #expect(schema.contains("\"enum\": [\(codes.joined(separator: ", "))]"))
    }

    @Test("--version prints the one project version from every executable", arguments: ["order-app", "chat-app", "some-sandbox", "stub-server"])
    func version(_ product: String) async throws {
        let result = try await ProcessRunner.run(product, ["--version"])
        expectEqual(result.status, 0)
        expectEqual(result.stdout, ProjectVersion.current + "\n")
    }

    @Test("list --help names the statuses in the words the screens use, not the JSON names")
    func statusWordsInHelp() async throws {
        let result = try await ProcessRunner.run("order-app", ["list", "--help"])
        expectEqual(result.status, 0)
        expectContains(result.stdout, "open, in progress or done", "\(result.stdout)")
        expectNotContains(result.stdout, "in_progress")
    }

    @Test("completion scripts complete verbs and status values", arguments: ["bash", "zsh", "fish"])
    func completions(_ shell: String) async throws {
        let result = try await ProcessRunner.run("order-app", ["--generate-completion-script", shell])
        expectEqual(result.status, 0)
        for word in ["list", "done", "sync", "in-progress"] {
            expectContains(result.stdout, word, "\(shell): \(word)")
        }
    }

    @Test("context, base URL and token come from flag, else environment, else the config file", arguments: AppUnderTest.all)
    func configuration(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let home = TemporaryDirectory()
        let config = home.url.appendingPathComponent("config")
        let contextKey = String(app.contextFlag.dropFirst(2))
        try """
        # written by a person
        base_url = "\(server.baseURL)"
        \(contextKey) = \(app.context)
        \(app.secretCommandKey) = "echo \(app.token)"
        \(app.configLines.joined(separator: "\n"))
        """.write(to: config, atomically: true, encoding: .utf8)
        let variable = app.environmentPrefix
        let environment = ["\(variable)_CONFIG": config.path]
        let data = ["--data-dir", home.url.appendingPathComponent("data").path]
        // Everything from the config file: no flag, no variable.
        let configured = try await ProcessRunner.run(app.product, data + ["--json", "list"], environment: environment)
        expectEqual(configured.status, 0, "\(configured.all)")
        expectContains(configured.stdout, "\"backend\":\"\(server.baseURL)\"")
        // The environment names another context; the flag wins over both.
        let fromEnvironment = try await ProcessRunner.run(app.product, data + ["list"],
                                                    environment: environment.merging(["\(variable)_\(contextKey.uppercased())": "9999"]) { $1 })
        expectEqual(fromEnvironment.status, 66, "\(fromEnvironment.all)")
        let fromFlag = try await ProcessRunner.run(app.product, data + [app.contextFlag, app.context, "list"],
                                             environment: environment.merging(["\(variable)_\(contextKey.uppercased())": "9999"]) { $1 })
        expectEqual(fromFlag.status, 0, "\(fromFlag.all)")
        // A secret in a file others can read is refused, naming the fix.
        let lines = app.configLines.map { $0 + "\n" }.joined()
        try "\(app.secretKey) = \(app.token)\n\(lines)".write(to: config, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config.path)
        let exposed = try await ProcessRunner.run(app.product, data + [app.contextFlag, app.context, "--base-url", server.baseURL, "list"],
                                            environment: environment)
        expectEqual(exposed.status, 78)
        expectContains(flat(exposed.stderr), app.exposedSecretSays, "\(exposed.stderr)")
        expectContains(flat(exposed.stderr), "run `chmod 600 \(config.path)`")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.path)
        let private_ = try await ProcessRunner.run(app.product, data + [app.contextFlag, app.context, "--base-url", server.baseURL, "list"],
                                             environment: environment)
        expectEqual(private_.status, 0, "\(private_.all)")
        // A failing command for the secret is a configuration error naming the command's key.
        try "\(app.secretCommandKey) = false\n\(lines)".write(to: config, atomically: true, encoding: .utf8)
        let failing = try await ProcessRunner.run(app.product, data + [app.contextFlag, app.context, "--json", "list"], environment: environment)
        expectEqual(failing.status, 78)
        expectEmpty(failing.stdout)
        expectContains(flat(failing.stderr), "the \(app.secretCommandKey) in \(config.path) failed with exit 1")
        // A line it cannot use is named by file and line.
        try "base_url = x\ncolour = always\n".write(to: config, atomically: true, encoding: .utf8)
        let wrong = try await ProcessRunner.run(app.product, data + [app.contextFlag, app.context, "list"], environment: environment)
        expectEqual(wrong.status, 78)
        expectContains(flat(wrong.stderr), "\(config.path):2: unknown key \"colour\"")
    }

    @Test("FORCE_COLOR colours a pipe; --no-color and NO_COLOR still win", arguments: AppUnderTest.all)
    func forcedColour(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let forced = try await app.run(["list"], server: server.baseURL, dataDir: data.url, extra: ["FORCE_COLOR": "1"])
        #expect(forced.stdout.contains("\u{1B}["))
        let plain = try await app.run(["--no-color", "list"], server: server.baseURL, dataDir: data.url, extra: ["FORCE_COLOR": "1"])
        #expect(!plain.stdout.contains("\u{1B}["))
        let piped = try await app.run(["list"], server: server.baseURL, dataDir: data.url)
        #expect(!piped.stdout.contains("\u{1B}["))
    }

    @Test("a data directory that cannot be used: list still shows the live list and says why once; done is refused with 74, nothing sent",
          arguments: AppUnderTest.all)
    func storage(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let home = TemporaryDirectory()
        let file = home.url.appendingPathComponent("not-a-directory")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let list = try await app.run(["--json", "list"], server: server.baseURL, dataDir: file)
        expectEqual(list.status, 0, "\(list.all)")
        #expect(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) is [String: Any])
        expectContains(list.stderr, "! could not ")
        expectNotContains(list.stderr, "✗", "a warning, not a failure: \(list.stderr)")
        expectContains(list.stderr, "\(file.path) is a file, not a folder")
        expectEqual(list.stderr.components(separatedBy: "is a file, not a folder").count - 1, 1, "said once: \(list.stderr)")
        let done = try await app.run(["--json", "done", "1"], server: server.baseURL, dataDir: file)
        expectEqual(done.status, 74, "\(done.all)")
        expectEmpty(done.stdout)
        expectContains(done.stderr, "nothing was sent or queued")
        expectEqual(done.stderr.split(separator: "\n").last?.contains(#""exit":74"#), true, "\(done.stderr)")
        try expectEmpty(server.writes())
    }

    @Test("without --data-dir the outbox is kept in XDG_DATA_HOME, seen somes and analytics in XDG_STATE_HOME, the cached list in XDG_CACHE_HOME", arguments: AppUnderTest.all)
    func baseDirectories(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let home = TemporaryDirectory()
        let (data, state) = (home.url.appendingPathComponent("data"), home.url.appendingPathComponent("state"))
        // A relative XDG_CACHE_HOME is ignored, as the specification says: ~/.cache is used.
        let environment = app.environment(extra: [
            "HOME": home.url.path, "XDG_DATA_HOME": data.path, "XDG_STATE_HOME": state.path, "XDG_CACHE_HOME": "relative/cache",
        ])
        let arguments = [app.contextFlag, app.context, "--base-url", server.baseURL, "--timeout", "5"]

        let live = try await ProcessRunner.run(app.product, arguments + ["--json", "list"], environment: environment)
        expectEqual(live.status, 0, "\(live.all)")

        let cache = home.url.appendingPathComponent(".cache/\(app.product)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent(app.product).path)).isSuperset(of: ["store.sqlite"]))
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("\(app.product)/state.sqlite").path))
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("cache.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("\(app.product)/cache.sqlite").path))

        // With the backend gone the list comes from the cache directory; without it, there is none.
        let gone = try server.stopHoldingPort()
        defer { gone.release() }
        let cached = try await ProcessRunner.run(app.product, arguments + ["--json", "list"], environment: environment)
        expectContains(cached.stdout, #""stale":true"#, "\(cached.all)")
        try FileManager.default.removeItem(at: cache)
        let nothing = try await ProcessRunner.run(app.product, arguments + ["--json", "list"], environment: environment)
        expectEqual(nothing.status, 69, "\(nothing.all)")
        expectEmpty(nothing.stdout)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("cache.sqlite").path))
    }
}
