// suite-watch: swift-argument-parser reads the command line; the watching lives in SuiteWatch.
import ArgumentParser
import Foundation
import SuiteWatch

@main
struct SuiteWatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suite-watch",
        abstract: "Runs a Swift Testing binary within a time budget and says what was running when it hangs or dies.",
        discussion: """
            Exits with the test binary's status; 128 + N when signal N ended it; 1 when it ran past \
            the budget or left files or processes behind. scripts/test runs the suite through it \
            (docs/testing.md).
            """
    )

    @Option(help: ArgumentHelp("How long the whole run may take, in seconds.", valueName: "seconds"))
    var budget: Int

    @Option(help: ArgumentHelp("Where the event stream goes (made if missing; kept).", valueName: "dir"))
    var folder: String

    @Argument(parsing: .postTerminator, help: ArgumentHelp("The test binary and its arguments, after --.", valueName: "command"))
    var command: [String]

    func validate() throws {
        guard budget > 0 else { throw ValidationError("--budget must be a number of seconds above 0, e.g. --budget 300") }
        guard let binary = command.first else {
            throw ValidationError("name the test binary after --, e.g. suite-watch --budget 300 --folder /tmp/run -- .build/debug/PackageTests.xctest")
        }
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ValidationError("\(binary) is not an executable file; build it first (swift build --build-tests)")
        }
    }

    func run() throws {
        let watch = SuiteWatch(command: command, budget: .seconds(budget), folder: URL(fileURLWithPath: folder)) { message in
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
        let status = try watch.run()
        throw ExitCode(status)
    }
}
