@testable import AppRuntime
import AppShell
import ArgumentParser
import Core
import Expectations
import Foundation
import Testing

/// An app whose backend takes HTTP Basic (Kinto): the user a setting, the password a credential.
enum BasicApp: AppDefinition {
    typealias Environment = Void
    static let commandName = "basic-app"
    static let abstract = "A backend that takes HTTP Basic."
    static let contextOption = "bucket"
    static let contextNoun = "bucket"
    static let environmentPrefix = "BASIC_APP"
    static func problem(withContext id: String) -> String? { nil }
    static let authentication = Authentication.basic(userSetting: "user")
    static let settings = [AppSetting("user", "user the backend knows", example: "alice")]
    static let errorFormat = BackendErrorFormat.none
    static var features: [HostedFeature<BasicApp>] { [HostedFeature(name: "Probe", verbs: [ProbeVerb.self])] }
    @MainActor static func makeEnvironment(_ run: AppRun) {}
}

/// `basic-app probe`: one GET through the run's backend, so the test sees what a request carries.
struct ProbeVerb: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "probe", abstract: "Send one request.")
    @ParentCommand var root: AppCommand<BasicApp>

    func run() async throws {
        try await root.execute { session in
            do throws(DomainError) {
                _ = try await session.run.backend.send("GET", ["records"])
                return .ok
            } catch {
                return session.output.fail(error)
            }
        }
    }
}

@Suite("HTTP Basic as an auth kind", .timeLimit(.minutes(2)))
struct BasicAuthTests {
    @Test("the header is the user and the password, a colon between, in Base64; the password may hold colons, the user may not")
    func header() throws {
        expectEqual(try Authentication.basicHeader(user: "alice", password: "s3cret:with:colons").get(),
                    "Basic " + Data("alice:s3cret:with:colons".utf8).base64EncodedString())
        expectEqual(try Authentication.basicHeader(user: "Aladdin", password: "open sesame").get(), "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
        guard case .failure(let error) = Authentication.basicHeader(user: "al:ice", password: "x") else {
            Issue.record("a user with a colon was taken")
            return
        }
        expectEqual(error.kind, .configuration)
    }

    /// `basic-app ARGUMENTS` in process with `environment`, its requests answered by `transport`.
    func run(_ arguments: [String], environment: [String: String], transport: ScriptedTransport = ScriptedTransport([])) async -> (Int32, String, String) {
        let out = BufferedIO(), err = BufferedIO()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("basic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let invocation = AppInvocation(environment: environment.merging(["BASIC_APP_CONFIG": "/nonexistent/config", "HOME": folder.path]) { $1 },
                                       out: out, err: err, transport: transport)
        let status = await AppCommand<BasicApp>.main(["--bucket", "b1", "--data-dir", folder.path] + arguments, in: invocation)
        return (status, out.output, err.output)
    }

    @Test("help says where the user and the password come from; a missing one is 78 naming where to set it")
    func helpAndMissing() async {
        let (_, help, _) = await run(["--help"], environment: [:])
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        expectContains(flat, "The password is read from $BASIC_APP_PASSWORD, else from the config file's password_command")
        expectContains(flat, "--user")
        let (noPassword, _, said) = await run(["--user", "alice", "sync"], environment: [:])
        expectEqual(noPassword, 78)
        expectContains(said, "no password for the backend")
        expectContains(said, "set BASIC_APP_PASSWORD in the environment, or password_command in")
        let (noUser, _, told) = await run(["sync"], environment: ["BASIC_APP_PASSWORD": "pw"])
        expectEqual(noUser, 78)
        expectContains(told, "no user the backend knows")
        let (both, _, quiet) = await run(["--user", "alice", "sync"], environment: ["BASIC_APP_PASSWORD": "pw"])
        expectEqual(both, 0, quiet)
    }

    @Test("a request carries Authorization: Basic of the user and the password; a user with a colon sends nothing and is 78")
    func requestCarriesIt() async throws {
        let transport = ScriptedTransport([.status(200)])
        let (status, _, err) = await run(["--user", "alice", "probe"], environment: ["BASIC_APP_PASSWORD": "s3cret:x"], transport: transport)
        expectEqual(status, 0, err)
        let sent = try #require(transport.requests.first)
        expectEqual(sent.headers.first { $0.name == "Authorization" }?.value, "Basic " + Data("alice:s3cret:x".utf8).base64EncodedString())

        let none = ScriptedTransport([])
        let (refused, _, said) = await run(["--user", "al:ice", "probe"], environment: ["BASIC_APP_PASSWORD": "pw"], transport: none)
        expectEqual(refused, 78, said)
        expectContains(said, "cannot hold a colon")
        expectEmpty(none.requests)
    }
}
