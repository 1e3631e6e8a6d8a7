import ArchitectureCheck
import Foundation

/// The repository's own `architecture-rules.json`, found from this file's location.
enum RepositoryRules {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // ArchitectureCheckTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // the repository
        .appendingPathComponent("architecture-rules.json")

    static func load() throws -> Rules {
        try Rules(json: Data(contentsOf: url))
    }

    /// The violations the repository's rules find in a fixture.
    static func violations(in fixture: PackageFixture) throws -> [Violation] {
        let rules = try load()
        return check(try ModuleGraph(packageJSON: fixture.data, rules: rules), rules)
    }
}
