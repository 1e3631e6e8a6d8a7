import Foundation

/// The features Package.swift declares: its table of features, one `FeatureDeclaration("Some", …)`
/// a line between `let features: [FeatureDeclaration] = [` and a line `]`. The rules file says
/// which folders hold features (their kind); the table says which features there are; the check
/// holds the two to each other, so a feature is what the table declares and nothing else.
public enum FeatureTable {
    /// The line that opens the table.
    static let opening = "let features: [FeatureDeclaration] = ["

    /// The module names the table declares (`SomeFeature`), in its order; nil when `manifest` has
    /// no table, or one never closed. A line of the table that is not one declaration (or a
    /// comment) is skipped here and named by ``malformed(inManifest:)``.
    public static func declared(inManifest manifest: String) -> [String]? {
        guard let table = read(manifest), table.closed else { return nil }
        return table.names
    }

    /// The lines of the table that are neither one declaration, a comment nor blank, with their
    /// line numbers: `scripts/features` refuses them, and so does the check.
    public static func malformed(inManifest manifest: String) -> [(line: Int, text: String)] {
        read(manifest)?.malformed ?? []
    }

    /// The table's lines, read once: the declared names, the lines that are none, and whether a
    /// line `]` closed it; nil with no table.
    private static func read(_ manifest: String) -> (names: [String], malformed: [(line: Int, text: String)], closed: Bool)? {
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == opening }) else { return nil }
        var names: [String] = []
        var malformed: [(line: Int, text: String)] = []
        for index in (start + 1)..<lines.count {
            let line = lines[index]
            if line == "]" { return (names, malformed, true) }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let prefix = "    FeatureDeclaration(\""
            let stem = line.hasPrefix(prefix) ? line.dropFirst(prefix.count).prefix { $0 != "\"" } : ""
            if let first = stem.first, first.isUppercase, stem.allSatisfy({ $0.isLetter || $0.isNumber }) {
                names.append(stem + "Feature")
            } else {
                malformed.append((index + 1, String(line)))
            }
        }
        return (names, malformed, false)
    }

    /// What keeps the modules of kind `feature` and the declared features from being the same
    /// set: a module in a feature's folder the table does not declare, or a declaration with no
    /// module of kind `feature` by its name.
    public static func mismatches(_ graph: ModuleGraph, declared: [String], featureKind: ModuleKind = "feature") -> [Violation] {
        let modules = graph.modules.filter { $0.kind == featureKind }
        let names = Set(modules.map(\.name))
        var found: [Violation] = []
        for module in modules.sorted(by: { $0.name < $1.name }) where !declared.contains(module.name) {
            let stem = module.name.hasSuffix("Feature") ? String(module.name.dropLast("Feature".count)) : module.name
            found.append(Violation(
                rule: "declared-features", subject: module.name,
                message: "\(module.name) (\(module.path)) is a feature by its folder, but Package.swift's table of features does not declare it: "
                    + "add the line `FeatureDeclaration(\"\(stem)\")` to `let features` (its targets come from there), or move it out of a feature's folder"
            ))
        }
        for name in declared where !names.contains(name) {
            found.append(Violation(
                rule: "declared-features", subject: name,
                message: "Package.swift declares the feature \(name), but its module is not in a feature's folder (architecture-rules.json's kind `\(featureKind)`): "
                    + "keep it in Modules/\(name), or take its line out of `let features`"
            ))
        }
        return found
    }
}
