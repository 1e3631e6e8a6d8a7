// architecture-check: swift-argument-parser reads the command line; the checking and printing
// live in ArchitectureCheck (CheckCommand, AffectedCommand, BuildClosureCommand), so tests run the
// same code in-process.
import ArchitectureCheck
import ArgumentParser
import Foundation

@main
struct ArchitectureCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "architecture-check",
        abstract: "Checks the package's module graph against the rules in architecture-rules.json.",
        discussion: "Exits 0 when the rule is kept, 1 with each violation on stderr, 64 for wrong arguments, 65 for malformed files, 66 for missing files.",
        subcommands: [Check.self, Affected.self, BuildClosure.self, Executables.self],
        defaultSubcommand: Check.self
    )
}

/// The files every subcommand reads.
struct InputFiles: ParsableArguments {
    @Option(help: ArgumentHelp("The rules file.", valueName: "architecture-rules.json"))
    var rules: String

    @Option(help: ArgumentHelp("The output of `swift package dump-package`.", valueName: "dump.json"))
    var package: String
}

/// `architecture-check [check] --rules FILE --package FILE [--sources DIR] [--report | --mermaid]`
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check the module rule (the default).")

    @OptionGroup var files: InputFiles

    @Flag(help: "Print the modules by kind and the longest path before the verdict.")
    var report = false

    @Flag(help: "Print only the module graph as a Mermaid diagram, without checking.")
    var mermaid = false

    @Option(help: ArgumentHelp("The package's root: also check that every target imports only the modules it declares, and that the features Package.swift's table declares are the modules in features' folders.", valueName: "dir"))
    var sources: String?

    func validate() throws {
        if report && mermaid {
            throw ValidationError("--mermaid prints only the diagram; pass --report or --mermaid, not both")
        }
    }

    func run() throws {
        let options = CheckOptions(rulesPath: files.rules, packagePath: files.package, showsReport: report, printsMermaid: mermaid,
                                   sourcesRoot: sources)
        try finish(CheckCommand.run(options: options))
    }
}

/// `architecture-check affected --rules FILE --package FILE --changed FILE`
struct Affected: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the test targets a change can break, one per line, or `all`; say why on stderr.",
        discussion: "`scripts/test --affected REF` makes the --changed file from git and runs this."
    )

    @OptionGroup var files: InputFiles

    @Option(help: ArgumentHelp("The changed paths, one per line, relative to the package root.", valueName: "paths.txt"))
    var changed: String

    func run() throws {
        try finish(AffectedCommand.run(options: AffectedOptions(rulesPath: files.rules, packagePath: files.package, changedPath: changed)))
    }
}

/// `architecture-check build-closure --plan FILE --product NAME`
struct BuildClosure: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-closure",
        abstract: "Print the modules `swift build --product NAME` compiles, one per line, read off the build plan.",
        discussion: "scripts/check-sandbox-closure runs this after `swift build --product some-sandbox`."
    )

    @Option(help: ArgumentHelp("The build plan `swift build` writes.", valueName: ".build/debug.yaml"))
    var plan: String

    @Option(help: ArgumentHelp("The executable product whose build to follow.", valueName: "name"))
    var product: String

    func run() throws {
        try finish(BuildClosureCommand.run(options: BuildClosureOptions(planPath: plan, product: product)))
    }
}

/// `architecture-check executables --rules FILE --package FILE [--kind KIND ...]`
struct Executables: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the package's executables as `NAME KIND TARGET`, one a line.",
        discussion: "scripts/executables runs this; generate-man, check-sandbox-closure, check-scaffold and soak-outbox read it instead of listing executables by hand."
    )

    @OptionGroup var files: InputFiles

    @Option(name: .customLong("kind"), help: ArgumentHelp("Only executables of this kind (repeatable).", valueName: "kind"))
    var kinds: [String] = []

    func run() throws {
        try finish(ExecutablesCommand.run(rulesPath: files.rules, packagePath: files.package, kinds: kinds))
    }
}

/// Writes what the command printed and exits with its status.
private func finish(_ outcome: CommandOutcome) throws {
    FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
    FileHandle.standardError.write(Data(outcome.standardError.utf8))
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
}
