/// The part of SwiftPM's build plan (the llbuild manifest `swift build` writes to
/// `.build/debug.yaml`) that says what a build runs: the targets llbuild can be asked for, and
/// the files each command reads and writes.
///
/// `swift build --product NAME` asks llbuild for NAME's target, and llbuild runs exactly the
/// commands that target's nodes need: the ones that write them, then the ones that write
/// those commands' inputs, and so on. ``modulesCompiled(byProduct:)`` follows the same walk.
public struct BuildPlan: Hashable, Sendable {
    /// One command of the plan: what it reads and what it writes.
    public struct Command: Hashable, Sendable {
        /// Files and virtual nodes (`<Core-...-debug.module>`) the command needs first.
        public var inputs: [String]
        /// Files and virtual nodes the command makes.
        public var outputs: [String]

        /// Makes a command.
        public init(inputs: [String], outputs: [String]) {
            self.inputs = inputs
            self.outputs = outputs
        }
    }

    /// The targets llbuild can be asked to build, each with the nodes it stands for:
    /// `some-sandbox-x86_64-unknown-linux-gnu-debug.exe` and `main`, for example.
    public var targets: [String: [String]]
    /// Every command, by its name in the plan.
    public var commands: [String: Command]

    /// Makes a plan from its parts; ``init(manifest:)`` reads one.
    public init(targets: [String: [String]], commands: [String: Command]) {
        self.targets = targets
        self.commands = commands
    }
}
