import Foundation

/// `architecture-check executables`: the package's executables with their kind, for the scripts
/// that act on every executable of a kind (man pages, sandbox closures, the scaffold check, the
/// outbox soak) instead of listing them by hand.
public enum ExecutablesCommand {
    /// Prints `NAME KIND TARGET`, one executable a line, sorted by name; the kind is its first
    /// target's (`order-app app OrderAppCLI`), `-` when no rule classifies it. With `kinds`,
    /// only executables of those kinds.
    ///
    /// - Parameter readFile: Reads a file named on the command line; tests pass fakes.
    public static func run(
        rulesPath: String, packagePath: String, kinds: [String] = [],
        readFile: (String) throws(ArchitectureCheckError) -> Data = CheckCommand.readFile
    ) -> CommandOutcome {
        let graph: ModuleGraph
        do {
            let rules = try Rules(json: readFile(rulesPath))
            graph = try ModuleGraph(packageJSON: readFile(packagePath), rules: rules)
        } catch {
            let code = (error as? ArchitectureCheckError)?.exitCode ?? 65
            return CommandOutcome(exitCode: code, standardError: "architecture-check executables: \(error)\n")
        }
        let known = Set(graph.kinds.map(\.rawValue))
        if let unknown = kinds.first(where: { !known.contains($0) }) {
            return CommandOutcome(exitCode: 64, standardError: "architecture-check executables: no kind \"\(unknown)\"; the rules declare \(graph.kinds.map(\.rawValue).joined(separator: ", "))\n")
        }
        var lines: [String] = []
        for executable in graph.executables.sorted(by: { $0.name < $1.name }) {
            guard let target = executable.targets.first else { continue }
            let kind = graph.module(named: target)?.kind?.rawValue ?? "-"
            if kinds.isEmpty || kinds.contains(kind) {
                lines.append("\(executable.name) \(kind) \(target)\n")
            }
        }
        return CommandOutcome(exitCode: 0, standardOutput: lines.joined())
    }
}
