// architecture-check: argument handling and printing live in ArchitectureCheck (CheckCommand,
// AffectedCommand), so tests run the same code in-process.
import ArchitectureCheck
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let outcome = arguments.first == "affected"
    ? AffectedCommand.run(arguments: Array(arguments.dropFirst()))
    : CheckCommand.run(arguments: arguments)
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
