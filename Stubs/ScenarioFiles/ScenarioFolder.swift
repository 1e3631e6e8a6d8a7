import Foundation

/// Where a feature's scenarios are: the files bundled in its stubs, by name, and any file on
/// disk by path.
public struct ScenarioFolder: Sendable {
    /// The folder of bundled scenarios (`Bundle.module`'s `Scenarios`).
    public let url: URL

    /// The scenarios in `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// The names of the bundled scenarios, sorted.
    public var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.map { $0.deletingPathExtension().lastPathComponent }.sorted()
    }

    /// True when `nameOrPath` names a file rather than a bundled scenario: it ends in `.json` or
    /// holds a `/`.
    public static func isPath(_ nameOrPath: String) -> Bool {
        nameOrPath.hasSuffix(".json") || nameOrPath.contains("/")
    }

    /// The file `nameOrPath` stands for: a bundled scenario by name, or a file by path.
    /// - Throws: ``ScenarioError`` for a name no scenario has, listing the ones there are.
    public func file(for nameOrPath: String) throws(ScenarioError) -> (url: URL, shownAs: String, name: String) {
        if Self.isPath(nameOrPath) {
            let url = URL(fileURLWithPath: nameOrPath)
            return (url, nameOrPath, url.deletingPathExtension().lastPathComponent)
        }
        guard names.contains(nameOrPath) else {
            throw ScenarioError("no scenario named \"\(nameOrPath)\"",
                                hint: "name one of \(names.joined(separator: ", ")), or give the path of a .json file")
        }
        let url = url.appendingPathComponent("\(nameOrPath).json")
        return (url, url.path, nameOrPath)
    }

    /// Reads the scenario `nameOrPath` stands for.
    /// - Throws: ``ScenarioError`` for an unknown name, or a file that cannot be read or is not JSON.
    public func document(_ nameOrPath: String) throws(ScenarioError) -> (document: ScenarioDocument, name: String) {
        let file = try file(for: nameOrPath)
        return (try ScenarioDocument(contentsOf: file.url, named: file.shownAs), file.name)
    }
}
