import ArchitectureCheck
import Foundation

/// The repository's own `architecture-rules.json`, found from this file's location.
enum RepositoryRules {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // ArchitectureCheckTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // the repository

    static let url = root.appendingPathComponent("architecture-rules.json")

    static func load() throws -> Rules {
        try Rules(json: Data(contentsOf: url))
    }

    /// The violations the repository's rules find in a fixture.
    static func violations(in fixture: PackageFixture) throws -> [Violation] {
        let rules = try load()
        return check(try ModuleGraph(packageJSON: fixture.data, rules: rules), rules)
    }
}
