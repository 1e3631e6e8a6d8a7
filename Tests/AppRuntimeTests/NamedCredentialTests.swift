import AppRuntime
import AppShell
import Core
import Expectations
import Foundation
import Testing

/// An app whose backend takes an API key, named so: its variable, config keys, help and
/// messages say "API key", never "token".
enum KeyedApp: AppDefinition {
    typealias Environment = Void
    static let commandName = "keyed-app"
    static let abstract = "A backend that takes an API key."
    static let contextOption = "board"
    static let contextNoun = "board"
    static let environmentPrefix = "KEYED_APP"
    static func problem(withContext id: String) -> String? { nil }
    static let authentication = Authentication.token(.init("API key", key: "api_key")) { [("X-Api-Key", $0)] }
    static let errorFormat = BackendErrorFormat.none
    static var features: [HostedFeature<KeyedApp>] { [] }
    @MainActor static func makeEnvironment(_ run: AppRun) {}
}

@Suite("An app names its credential", .timeLimit(.minutes(2)))
struct NamedCredentialTests {
    /// Runs `keyed-app ARGUMENTS` in process, with `environment` and a config file holding `config`.
    func run(_ arguments: [String], environment: [String: String] = [:], config: String? = nil, mode: Int = 0o600) async throws -> (Int32, String, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config")
        if let config {
            try config.write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        }
        let out = BufferedIO(), err = BufferedIO()
        let invocation = AppInvocation(environment: environment.merging(["KEYED_APP_CONFIG": file.path, "HOME": folder.path]) { $1 },
                                       out: out, err: err)
        let status = await AppCommand<KeyedApp>.main(["--board", "b1", "--data-dir", folder.appendingPathComponent("data").path] + arguments,
                                                     in: invocation)
        return (status, out.output, err.output)
    }

    @Test("help says where the API key is read from")
    func help() async throws {
        let (status, help, _) = try await run(["--help"])
        expectEqual(status, 0)
        let out = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        expectContains(out, "api_key_command. The API key is read from $KEYED_APP_API_KEY, else from the config file's api_key_command")
        expectNotContains(out, "token")
    }

    @Test("none given: set up wrong (78), naming the variable and the config key, in its own word")
    func missing() async throws {
        let (status, _, err) = try await run(["sync"])
        expectEqual(status, 78)
        expectContains(err, "no API key for the backend")
        expectContains(err, "set KEYED_APP_API_KEY in the environment, or api_key_command in")
        expectNotContains(err, "token")
    }

    @Test("the config file's key and command are its own; a token key is unknown there; a key others can read is refused as an API key")
    func configFile() async throws {
        let (unknown, _, said) = try await run(["sync"], config: "token = k\n")
        expectEqual(unknown, 78)
        expectContains(said, "unknown key \"token\"")
        let (open, _, refused) = try await run(["sync"], config: "api_key = k\n", mode: 0o644)
        expectEqual(open, 78)
        expectContains(refused, "holds an API key but others can read it")
        let (command, _, quiet) = try await run(["sync"], config: "api_key_command = echo k\n")
        expectEqual(command, 0, quiet)
    }
}
