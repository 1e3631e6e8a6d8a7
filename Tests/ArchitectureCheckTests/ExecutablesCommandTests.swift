import ArchitectureCheck
import Expectations
import Foundation
import Testing

/// `architecture-check executables`: what scripts/executables prints, so that man pages,
/// sandbox closures and the scaffold read the executables from the package.
@Suite("architecture-check executables: the package's executables with their kind", .timeLimit(.minutes(2)))
struct ExecutablesCommandTests {
    func run(kinds: [String] = [], package: PackageFixture = .intended) throws -> CommandOutcome {
        let files = ["r.json": try String(contentsOf: RepositoryRules.url, encoding: .utf8), "p.json": package.json]
        return ExecutablesCommand.run(rulesPath: "r.json", packagePath: "p.json", kinds: kinds) { (path: String) throws(ArchitectureCheckError) -> Data in
            guard let text = files[path] else { throw .unreadable(path: path, reason: ArchitectureCheckError.noSuchFile) }
            return Data(text.utf8)
        }
    }

    @Test("every executable, sorted, as NAME KIND TARGET; --kind keeps those kinds")
    func listsByKind() throws {
        let all = try run(package: .current)
        expectEqual(all, CommandOutcome(exitCode: 0, standardOutput: "architecture-check tool ArchitectureCheckCLI\nsome-sandbox stub SomeSandboxCLI\n"))
        let stubs = try run(kinds: ["stub"], package: .current)
        expectEqual(stubs.standardOutput, "some-sandbox stub SomeSandboxCLI\n")
    }

    @Test("a new app's product is listed with no script changed")
    func newApp() throws {
        let package = PackageFixture.current
            .adding(.executable("TicketAppCLI", "Apps/TicketAppCLI", ["Core"]))
            .adding(product: .executable("ticket-app", "TicketAppCLI"))
        try expectEqual(run(kinds: ["app"], package: package).standardOutput, "ticket-app app TicketAppCLI\n")
    }

    @Test("a kind the rules do not declare is a usage error naming the kinds")
    func unknownKind() throws {
        let outcome = try run(kinds: ["apps"])
        expectEqual(outcome.exitCode, 64)
        expectContains(outcome.standardError, "no kind \"apps\"; the rules declare core, component")
    }
}
