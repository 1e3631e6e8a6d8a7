import ArgumentParser
import Foundation
import ResolverGeneratorKit

/// `resolver-generator`: writes the descriptor resolvers, or with `--check` says which are stale.
@main
struct ResolverGeneratorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolver-generator",
        abstract: "Generate the descriptor protocols, StubEnvironment's resolver and each app's environment from Core's descriptors.",
        discussion: """
            Reads the TypedDescriptor conformances under --core and, for the apps' environments, the \
            `<X>FeatureBuilder` structs and `<X>FeatureEnvironment` protocols of each feature folder under \
            --features (every folder but \(BuilderScanner.notFeatures.sorted().joined(separator: ", "))), and \
            in each folder under --apps the type that conforms to `<X>FeatureHosting` for each feature \
            it hosts; its environment is written beside it (<App>+Environment.generated.swift).
            Exit codes: 0 done or up to date, 1 stale (--check), 64 usage, 65 refusing the sources, \
            66 unreadable, 73 unwritable. scripts/generate runs it with the repository's paths.
            """
    )

    @Option(help: ArgumentHelp("Core's folder, searched for descriptors (Modules/Core).", valueName: "dir"))
    var core: String

    @Option(help: ArgumentHelp("The folder of the feature modules, searched for builders (Modules).", valueName: "dir"))
    var features: String?

    @Option(help: ArgumentHelp("The DescriptorResolver file to write, in Core.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("StubEnvironment's resolver file to write.", valueName: "file"))
    var stubsOutput: String?

    @Option(help: ArgumentHelp("The folder of the app modules (Apps), whose environments to write; needs --features.", valueName: "dir"))
    var apps: String?

    @Flag(help: "Change nothing; fail (exit 1), saying which files are stale and why.")
    var check = false

    func validate() throws {
        if apps != nil, features == nil {
            throw ValidationError("--apps needs the folder of the feature modules: add --features Modules")
        }
        if features != nil, apps == nil {
            throw ValidationError("--features is only read for the apps' environments: add --apps DIR, or drop --features")
        }
        let outputs = [("--output", output), ("--stubs-output", stubsOutput)]
            .compactMap { name, path in path.map { (name, URL(fileURLWithPath: $0).standardizedFileURL.path) } }
        for (index, first) in outputs.enumerated() {
            if let second = outputs[(index + 1)...].first(where: { $0.1 == first.1 }) {
                throw ValidationError("\(first.0) and \(second.0) name the same file; give each generated file its own path")
            }
        }
    }

    func run() throws {
        let request = GenerationRequest(core: core, coreOutput: output, stubsOutput: stubsOutput, features: features, apps: apps)
        var stale = false
        do throws(GenerationError) {
            let files = try Generation.make(request)
            if check {
                stale = !report(files)
            } else {
                for file in files {
                    if try Generation.write(file) {
                        print("resolver: wrote \(file.path) (\(file.summary))")
                    } else {
                        print("resolver: \(file.path) already up to date (\(file.summary))")
                    }
                }
            }
        } catch {
            standardError("resolver-generator: \(error.message)")
            throw ExitCode(error.exitCode)
        }
        if stale { throw ExitCode.failure }
    }

    /// Says of every file whether it is up to date, and why not.
    /// - Returns: whether all are.
    private func report(_ files: [GeneratedFile]) -> Bool {
        var fresh = true
        for file in files {
            switch file.freshness(of: Generation.existing(file.path)) {
            case .upToDate:
                print("resolver: \(file.path) is up to date (\(file.summary))")
            case .stale(let reasons):
                fresh = false
                standardError("resolver-generator: \(file.path) is stale (\(reasons.joined(separator: "; "))); run scripts/generate and commit the result")
            }
        }
        return fresh
    }

    private func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
