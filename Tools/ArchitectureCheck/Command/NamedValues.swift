/// The `--name value` pairs a subcommand takes (`affected`, `build-closure`), read once for
/// each subcommand's options.
enum NamedValues {
    /// Reads `arguments` as pairs of a name in `needs` and its value; nil when they ask for help.
    ///
    /// - Parameters:
    ///   - needs: for each name, what its value is, as the message for a missing value says it
    ///     (`"a file: --plan <path>"`).
    ///   - expected: the arguments, as the message for an unknown one lists them.
    /// - Throws: ``ArchitectureCheckError/usage(_:)`` naming an unknown argument or a name
    ///   without its value.
    static func parse(
        _ arguments: [String], needs: [String: String], expected: String
    ) throws(ArchitectureCheckError) -> [String: String]? {
        var values: [String: String] = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "-h" || argument == "--help" { return nil }
            guard let what = needs[argument] else {
                throw .usage("unknown argument \"\(argument)\"; expected \(expected)")
            }
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw .usage("\(argument) needs \(what)")
            }
            values[argument] = value
        }
        return values
    }
}
