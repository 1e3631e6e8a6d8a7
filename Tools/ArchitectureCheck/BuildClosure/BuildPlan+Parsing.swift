extension BuildPlan {
    /// Reads the llbuild manifest `swift build` writes, keeping the `targets:` and each
    /// command's `inputs:` and `outputs:`.
    ///
    /// SwiftPM writes a regular subset of YAML, and only that subset is read: top-level keys
    /// at the start of a line; under `targets:`, one `"name": ["node", ...]` per line; under
    /// `commands:`, a quoted name indented two spaces, then its fields indented four, each on
    /// one line. A line of another shape in those two sections is refused rather than guessed
    /// at; the other sections (`client:`, `nodes:`, ...) are skipped.
    ///
    /// - Throws: ``ArchitectureCheckError/malformedPlan(line:detail:)`` naming the first line
    ///   it cannot read, or the section it lacks.
    public init(manifest: String) throws(ArchitectureCheckError) {
        var targets: [String: [String]] = [:]
        var commands: [String: Command] = [:]
        var section: String?
        var sections: Set<String> = []
        var command: String?

        for (index, text) in manifest.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = ManifestLine(text)
            let number = index + 1
            func refuse(_ detail: String) -> ArchitectureCheckError {
                .malformedPlan(line: number, detail: detail)
            }
            if line.isBlank { continue }

            switch (line.indentation, section) {
            case (0, _):
                guard let key = line.key() else { throw refuse("expected a top-level key such as `commands:`") }
                section = key
                sections.insert(key)
                command = nil
                if key == "targets" || key == "commands", !line.isAtEnd(), !(line.skip("{") && line.skip("}") && line.isAtEnd()) {
                    throw refuse("expected `\(key):` alone, its entries on the lines below")
                }
            case (2, "targets"):
                guard let name = line.quotedString(), line.skip(":"), let nodes = line.stringArray(), line.isAtEnd() else {
                    throw refuse(#"expected a target and its nodes on one line, "name": ["node", ...]"#)
                }
                targets[name] = nodes
            case (2, "commands"):
                guard let name = line.quotedString(), line.skip(":"), line.isAtEnd() else {
                    throw refuse(#"expected a command's quoted name and a colon, "name":"#)
                }
                command = name
                commands[name] = Command(inputs: [], outputs: [])
            case (4, "commands"):
                guard let name = command else { throw refuse("expected a command's name before its fields") }
                guard let key = line.key() else { throw refuse("expected a command's field, such as `inputs: [...]`") }
                guard key == "inputs" || key == "outputs" else { continue }
                guard let files = line.stringArray(), line.isAtEnd() else {
                    throw refuse(#"expected `\#(key): ["path", ...]` on one line"#)
                }
                if key == "inputs" { commands[name]?.inputs = files } else { commands[name]?.outputs = files }
            case (_, "targets"):
                throw refuse("expected a target indented two spaces")
            case (_, "commands"):
                throw refuse("expected a command's name indented two spaces, or one of its fields indented four")
            default:
                continue
            }
        }
        for required in ["targets", "commands"] where !sections.contains(required) {
            throw .malformedPlan(line: nil, detail: "no `\(required):` section")
        }
        self.init(targets: targets, commands: commands)
    }
}
