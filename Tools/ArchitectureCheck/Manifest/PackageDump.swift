/// The part of `swift package dump-package`'s JSON that the module rule needs: targets and products.
struct PackageDump: Decodable, Sendable {
    var targets: [Target]
    var products: [Product]

    /// One target as the manifest declares it.
    struct Target: Decodable, Sendable {
        var name: String
        /// `regular`, `executable`, `test`, `system`, `binary`, `plugin`, `macro`.
        var type: String
        /// Nil when the manifest relies on the default folder.
        var path: String?
        var dependencies: [TargetDependency]

        /// The folder SwiftPM uses when the manifest gives no `path`.
        var resolvedPath: String {
            if let path { return path }
            switch type {
            case "test": return "Tests/\(name)"
            case "plugin": return "Plugins/\(name)"
            default: return "Sources/\(name)"
            }
        }
    }

    /// One product as the manifest declares it.
    struct Product: Decodable, Sendable {
        var name: String
        var targets: [String]
        /// True for `{"executable": null}`; libraries, plugins and the rest are false.
        var isExecutable: Bool

        private enum CodingKeys: String, CodingKey { case name, targets, type }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            targets = try container.decode([String].self, forKey: .targets)
            let type = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .type)
            isExecutable = type.allKeys.contains { $0.stringValue == "executable" }
        }
    }
}
