import AppRuntime
import ArgumentParser
import Core
import FoundationEssentials

/// `capture --out FILE [--anonymize] [--force]`
struct CaptureVerb<App: SomeFeatureHosting>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "capture",
            abstract: "Write what the \(App.contextNoun) shows now as a scenario file for some-sandbox.",
            usage: App.usage("capture --out <file> [--anonymize] [--force]"),
            discussion: """
            The file holds the \(App.someNoun.many) as the feature sees them, what they link to, which \
            were seen last time, and whether the list is a cached copy; never the token or the \
            backend's address. Open it with `some-sandbox --scenario FILE`.
            """
        )
    }

    @ParentCommand var root: AppCommand<App>

    @Option(name: .long, help: ArgumentHelp("The scenario file to write (.json).", valueName: "file"))
    var out: String

    @Flag(name: .long, help: "Replace people's names with Person 1, Person 2, … (the same name always the same).")
    var anonymize = false

    @Flag(name: .long, help: "Replace the file if it exists.")
    var force = false

    func validate() throws {
        guard !out.trimmed().isEmpty else {
            throw ValidationError("--out needs a file name, such as --out captured.json")
        }
        switch FilePaths.kind(of: out) {
        case .folder:
            throw ValidationError("--out \(out) is a folder; give a file name, such as --out \(out)/captured.json")
        case .file where !force:
            throw ValidationError("\(out) already exists; add --force to replace it, or choose another --out")
        case .file, .missing:
            break
        }
    }

    func run() async throws {
        let path = out, anonymize = anonymize
        let url = URL(fileURLWithPath: FilePaths.expandingTilde(path))
        try await root.execute { await SomeCapture(session: $0).capture(to: url, shownAs: path, anonymize: anonymize) }
    }
}
