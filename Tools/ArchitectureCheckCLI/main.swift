// architecture-check: argument handling and printing live in ArchitectureCheck.CheckCommand,
// so tests run the same code in-process.
import ArchitectureCheck
import Foundation

let outcome = CheckCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.exitCode)
