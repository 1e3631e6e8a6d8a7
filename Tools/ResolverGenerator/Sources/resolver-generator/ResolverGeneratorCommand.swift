import Foundation
import ResolverGeneratorKit
import TemplateKit

/// `resolver-generator`: writes the descriptor resolvers, or with `--check` says which are stale.
///
/// Its command line is read by ``GeneratorArguments`` rather than swift-argument-parser: eight
/// options and a flag do not pay for compiling that package a second time in every fresh build
/// (the main package compiles it for its own executables; this package builds apart from it).
@main
struct ResolverGeneratorCommand {
    static let help = """
        OVERVIEW: Generate the descriptor protocols, StubEnvironment's resolver, each app's environment, each stub backend's list of feature parts and the manifest's line of what each app hosts.

        Reads the TypedDescriptor conformances under --core and, for the apps' environments, the \
        `<X>FeatureBuilder` structs and `<X>FeatureEnvironment` protocols of each feature folder under \
        --features (those --declared names, or every folder but \(BuilderScanner.notFeatures.sorted().joined(separator: ", "))), and \
        in each folder under --apps the type that conforms to `<X>FeatureHosting` for each feature \
        it hosts; its environment is written beside it (<App>+Environment.generated.swift). In each \
        folder under --backends, the type that conforms to `StubBackend` gets the list of the \
        folder's `BackendFeature` types (<Backend>+Features.generated.swift). With --manifest, the \
        manifest's line `let hostedFeatures = [...]` is written from what the apps host.
        Exit codes: 0 done or up to date, 1 stale (--check), 64 usage, 65 refusing the sources, \
        66 unreadable, 73 unwritable. scripts/generate runs it with the repository's paths.

        USAGE: \(GeneratorArguments.usage)

        OPTIONS:
          --core <dir>            Core's folder, searched for descriptors (Modules/Core).
          --features <dir>        The folder of the feature modules, searched for builders (Modules).
          --output <file>         The DescriptorResolver file to write, in Core.
          --stubs-output <file>   StubEnvironment's resolver file to write.
          --apps <dir>            The folder of the app modules (Apps), whose environments to write; needs --features.
          --declared <names>      The features the package declares, by commas (scripts/features --comma); only
                                  their folders under --features are read.
          --backends <dir>        The folder of stub-server's backend plug-ins (Stubs/Backends): each gets the list of
                                  its feature parts, the types in its folder that conform to BackendFeature.
          --manifest <file>       The package manifest (Package.swift): its line `let hostedFeatures = [...]` gets what
                                  each app under --apps hosts (the apps' targets depend on that); needs --apps.
          --check                 Change nothing; fail (exit 1), saying which files are stale and why.
          -h, --help              Show help information.

        resolver-generator render <templates> <values> [<into>]
          Renders every file under the folder <templates> (paths and text are Mustache templates,
          nothing escaped) with the KEY=VALUE lines of the file <values> (true and false are
          booleans, for sections) into the folder <into> (the current one unless given), printing
          each file it creates. It creates nothing when any file it would write exists already
          (exit 65). scripts/new-feature runs it.

        resolver-generator host-feature <Stem> <manifest> <declaration> [<AppTarget> <app-file>]...
          Adds the line <declaration> to the manifest's table of features, and for each app, in
          <app-file>, the conformance of the type <AppTarget> to <Stem>FeatureHosting and
          `import <Stem>FeatureHost`. It edits the syntax trees, changing nothing else, and writes
          nothing when any place is missing (exit 65). The apps' targets get the feature when the
          generator next writes the manifest's line of what each app hosts (--manifest).

        resolver-generator append-to-array <file> <array> <block-file>
          Adds the lines of <block-file> as the last elements of the array literal `let <array> = [...]`
          in <file>, indented as its elements (an app's targets and product, docs/adding-an-app.md).

        """

    static func main() {
        let words = Array(CommandLine.arguments.dropFirst())
        if words.first == "render" {
            exit(render(Array(words.dropFirst())))
        }
        if words.first == "host-feature" {
            exit(hostFeature(Array(words.dropFirst())))
        }
        if words.first == "append-to-array" {
            exit(appendToArray(Array(words.dropFirst())))
        }
        let arguments: GeneratorArguments
        do {
            guard let read = try GeneratorArguments(Array(CommandLine.arguments.dropFirst())) else {
                print(help, terminator: "")
                exit(0)
            }
            arguments = read
        } catch {
            standardError("Error: \(error.message)\nUsage: \(GeneratorArguments.usage)\n  See 'resolver-generator --help' for more information.")
            exit(64)
        }
        exit(run(arguments))
    }

    /// `render <templates> <values> [<into>]`: the template tree rendered into `into`; returns
    /// the exit status.
    static func render(_ words: [String]) -> Int32 {
        guard (2...3).contains(words.count), !words.contains(where: { $0.hasPrefix("-") }) else {
            standardError("Error: render takes a folder of templates, a file of values and where to write\nUsage: resolver-generator render <templates> <values> [<into>]")
            return 64
        }
        let into = URL(fileURLWithPath: words.count == 3 ? words[2] : ".")
        let valuesText: String
        do {
            valuesText = try String(contentsOf: URL(fileURLWithPath: words[1]), encoding: .utf8)
        } catch {
            standardError("resolver-generator: cannot read the values \(words[1]): \(error.localizedDescription)")
            return 66
        }
        let files: [(path: String, text: String)]
        do throws(TemplateError) {
            files = try TemplateTree(folder: URL(fileURLWithPath: words[0])).render(TemplateTree.values(valuesText))
        } catch {
            standardError("resolver-generator: \(error.message)")
            return 65
        }
        if let taken = files.first(where: { FileManager.default.fileExists(atPath: into.appendingPathComponent($0.path).path) }) {
            standardError("resolver-generator: \(taken.path) already exists; nothing was written (pick another name, or move it aside)")
            return 65
        }
        for file in files {
            let url = into.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                standardError("resolver-generator: cannot write \(file.path): \(error.localizedDescription)")
                return 73
            }
            print("  created \(file.path)")
        }
        return 0
    }

    /// `append-to-array <file> <array> <block-file>`; returns the exit status.
    static func appendToArray(_ words: [String]) -> Int32 {
        guard words.count == 3 else {
            standardError("Error: append-to-array takes a file, an array's name and a file of lines\nUsage: resolver-generator append-to-array <file> <array> <block-file>")
            return 64
        }
        guard let source = Generation.existing(words[0]), let block = Generation.existing(words[2]) else {
            standardError("resolver-generator: cannot read \(Generation.existing(words[0]) == nil ? words[0] : words[2])")
            return 66
        }
        do throws(GenerationError) {
            let edited = try FeatureHosting.appending(block, toArray: words[1], in: source, missing: "\(words[0]) has no array literal `let \(words[1]) = [...]`")
            do {
                try edited.write(toFile: words[0], atomically: true, encoding: .utf8)
            } catch {
                throw GenerationError(.unwritable, "cannot write \(words[0]): \(error.localizedDescription)")
            }
            print("  edited  \(words[0])")
            return 0
        } catch {
            standardError("resolver-generator: \(error.message)")
            return error.exitCode
        }
    }

    /// `host-feature <Stem> <manifest> <declaration> [<AppTarget> <app-file>]...`; returns the exit status.
    static func hostFeature(_ words: [String]) -> Int32 {
        guard words.count >= 3, words.count % 2 == 1 else {
            standardError("Error: host-feature takes a feature's stem, the manifest, its declaration, and pairs of an app target and its file\nUsage: resolver-generator host-feature <Stem> <manifest> <declaration> [<AppTarget> <app-file>]...")
            return 64
        }
        let stem = words[0], manifestPath = words[1]
        func read(_ path: String) throws(GenerationError) -> String {
            guard let text = Generation.existing(path) else { throw GenerationError(.unreadable, "cannot read \(path)") }
            return text
        }
        do throws(GenerationError) {
            let manifest = try FeatureHosting.declaring(words[2], in: read(manifestPath))
            var apps: [(path: String, text: String)] = []
            for pair in stride(from: 3, to: words.count, by: 2) {
                let target = words[pair], file = words[pair + 1]
                apps.append((file, try FeatureHosting.conforming(target, to: "\(stem)FeatureHosting", importing: "\(stem)FeatureHost",
                                                                  in: read(file), file: file)))
            }
            // Everything was found: only now is anything written.
            for (path, text) in [(manifestPath, manifest)] + apps {
                do {
                    try text.write(toFile: path, atomically: true, encoding: .utf8)
                } catch {
                    throw GenerationError(.unwritable, "cannot write \(path): \(error.localizedDescription)")
                }
                print("  edited  \(path)")
            }
            return 0
        } catch {
            standardError("resolver-generator: \(error.message)")
            return error.exitCode
        }
    }

    /// Generates, or checks; returns the exit status.
    static func run(_ arguments: GeneratorArguments) -> Int32 {
        let request = GenerationRequest(
            core: arguments.core, coreOutput: arguments.output, stubsOutput: arguments.stubsOutput,
            features: arguments.features, apps: arguments.apps, declared: arguments.declared,
            backends: arguments.backends, manifest: arguments.manifest
        )
        do throws(GenerationError) {
            let files = try Generation.make(request)
            if arguments.check {
                return report(files) ? 0 : 1
            }
            for file in files {
                if try Generation.write(file) {
                    print("resolver: wrote \(file.path) (\(file.summary))")
                } else {
                    print("resolver: \(file.path) already up to date (\(file.summary))")
                }
            }
            return 0
        } catch {
            standardError("resolver-generator: \(error.message)")
            return error.exitCode
        }
    }

    /// Says of every file whether it is up to date, and why not.
    /// - Returns: whether all are.
    private static func report(_ files: [GeneratedFile]) -> Bool {
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

    private static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The generator's command line: `--name value` or `--name=value` for each option, `--check`,
/// `-h`/`--help`.
struct GeneratorArguments {
    static let usage = "resolver-generator --core <dir> [--features <dir> [--declared <names>]] --output <file> [--stubs-output <file>] [--apps <dir> [--manifest <file>]] [--backends <dir>] [--check]"

    struct UsageError: Error {
        let message: String
    }

    var core: String
    var features: String?
    var output: String
    var stubsOutput: String?
    var apps: String?
    var declared: [String]?
    var backends: String?
    var manifest: String?
    var check = false

    /// Reads `arguments` (without the program's name); nil when they ask for help.
    ///
    /// A missing option is said first, then a pair that does not go together, then the first
    /// word it does not know: an old invocation is told what it now needs before what it no
    /// longer takes.
    init?(_ arguments: [String]) throws(UsageError) {
        // Help wins over anything else on the line.
        if arguments.contains("-h") || arguments.contains("--help") { return nil }
        var values: [String: String] = [:]
        var unknown: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--check" {
                check = true
                continue
            }
            var name = argument
            var value: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                if name == "--check" || name == "--help" {
                    throw UsageError(message: "'\(name)' takes no value; write \(name) alone")
                }
                if value?.isEmpty == true {
                    throw UsageError(message: "Missing value for '\(name) <\(Self.valueName(name))>'")
                }
            }
            guard Self.options.contains(name) else {
                if unknown == nil {
                    unknown = argument.hasPrefix("-") ? "Unknown option '\(name)'" : "Unexpected argument '\(argument)'"
                }
                continue
            }
            if value == nil {
                guard let next = rest.first, !next.hasPrefix("-") else {
                    throw UsageError(message: "Missing value for '\(name) <\(Self.valueName(name))>'")
                }
                value = rest.popFirst()
            }
            guard values[name] == nil else {
                throw UsageError(message: "\(name) is given twice; give it once")
            }
            values[name] = value
        }
        guard let core = values["--core"] else { throw UsageError(message: "Missing expected argument '--core <dir>'") }
        guard let output = values["--output"] else { throw UsageError(message: "Missing expected argument '--output <file>'") }
        self.core = core
        self.output = output
        features = values["--features"]
        stubsOutput = values["--stubs-output"]
        apps = values["--apps"]
        backends = values["--backends"]
        manifest = values["--manifest"]
        declared = values["--declared"].map { $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0) } }
        try validate()
        if let unknown { throw UsageError(message: unknown) }
    }

    private static let options: Set<String> = ["--core", "--features", "--output", "--stubs-output", "--apps", "--declared", "--backends", "--manifest"]

    private static func valueName(_ option: String) -> String {
        option == "--output" || option == "--stubs-output" || option == "--manifest" ? "file" : option == "--declared" ? "names" : "dir"
    }

    private func validate() throws(UsageError) {
        if apps != nil, features == nil {
            throw UsageError(message: "--apps needs the folder of the feature modules: add --features Modules")
        }
        if manifest != nil, apps == nil {
            throw UsageError(message: "--manifest is written from what the apps host: add --apps Apps --features Modules")
        }
        if declared != nil, features == nil {
            throw UsageError(message: "--declared names the features under --features: add --features Modules")
        }
        if let declared, declared.contains(where: { $0.isEmpty || $0.contains("/") }) {
            throw UsageError(message: "--declared takes module names by commas (ActivityFeature,SomeFeature), as scripts/features --comma prints them")
        }
        if features != nil, apps == nil {
            throw UsageError(message: "--features is only read for the apps' environments: add --apps DIR, or drop --features")
        }
        let outputs = [("--output", output), ("--stubs-output", stubsOutput)]
            .compactMap { name, path in path.map { (name, URL(fileURLWithPath: $0).standardizedFileURL.path) } }
        for (index, first) in outputs.enumerated() {
            if let second = outputs[(index + 1)...].first(where: { $0.1 == first.1 }) {
                throw UsageError(message: "\(first.0) and \(second.0) name the same file; give each generated file its own path")
            }
        }
    }
}
