/// What `architecture-check build-closure` is given: `--plan <file> --product <name>`.
public struct BuildClosureOptions: Hashable, Sendable {
    /// The build plan `swift build` writes (`.build/debug.yaml`).
    public var planPath: String
    /// The executable product whose build to follow.
    public var product: String

    /// Makes options.
    public init(planPath: String, product: String) {
        self.planPath = planPath
        self.product = product
    }

    /// Reads the arguments after `build-closure`; nil when they ask for help.
    ///
    /// - Throws: ``ArchitectureCheckError/usage(_:)`` naming the argument that is wrong or missing.
    public static func parse(_ arguments: [String]) throws(ArchitectureCheckError) -> BuildClosureOptions? {
        guard let values = try NamedValues.parse(
            arguments, needs: ["--plan": "a file: --plan <path>", "--product": "a name: --product <name>"],
            expected: "--plan <file> and --product <name>"
        ) else { return nil }
        guard let plan = values["--plan"] else {
            throw .usage("missing --plan <file>; pass the build plan `swift build` writes, e.g. --plan .build/debug.yaml")
        }
        guard let product = values["--product"] else {
            throw .usage("missing --product <name>; pass an executable product, e.g. --product some-sandbox")
        }
        return BuildClosureOptions(planPath: plan, product: product)
    }
}
