/// The paths whose change may affect any test, so that changing one runs every test.
public struct SelectionPolicy: Hashable, Sendable {
    /// Files (`Package.swift`) and folders (`scripts/`, written with the trailing slash).
    public var runsEverything: [String]

    /// Makes a policy.
    public init(runsEverything: [String]) {
        self.runsEverything = runsEverything
    }

    /// This repository's: the manifest (it can change any edge), the scripts that run the
    /// tests, the rules file, and CI's configuration.
    public static let repository = SelectionPolicy(runsEverything: ["Package.swift", "architecture-rules.json", "scripts/", ".ci/"])

    /// The entry that makes a change to `path` run everything, if one does.
    func entry(forcing path: String) -> String? {
        runsEverything.first { entry in
            entry.hasSuffix("/") ? path.hasPrefix(entry) : path == entry
        }
    }
}
