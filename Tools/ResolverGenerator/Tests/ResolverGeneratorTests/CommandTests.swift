import Foundation
import Testing

/// The real `resolver-generator` binary: its messages and exit codes, as scripts see them.
@Suite("resolver-generator", .timeLimit(.minutes(5)))
struct CommandTests {
    /// What one run printed and how it ended.
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let sources = [
        "Modules/Core/Descriptors.swift": """
            public enum ViewDescriptor {
                public struct Orders: TypedDescriptor { public typealias Output = any Screen }
            }
            public enum UseCaseDescriptor {
                public struct Total: TypedDescriptor { public typealias Output = Int }
            }
            """,
        "Modules/OrdersFeature/OrdersFeatureBuilder.swift": """
            public struct OrdersFeatureBuilder {
                public func build(_ descriptor: ViewDescriptor.Orders) -> any Screen { fatalError() }
            }
            """,
        "Modules/OrdersFeature/OrdersFeatureEnvironment.swift": """
            public protocol OrdersFeatureEnvironment: ResolvesViewOrders, ResolvesUseCaseTotal {}
            """,
        "Apps/OrderApp/OrderApp.swift": """
            public enum OrderApp: OrdersFeatureHosting {
                static func resolveUseCaseTotal(_ d: UseCaseDescriptor.Total, in environment: OrderAppEnvironment) -> Int { 0 }
            }
            """,
        "Stubs/.keep": "",
    ]

    static let paths = [
        "--core", "Modules/Core", "--features", "Modules", "--output", "Modules/Core/Resolver.generated.swift",
        "--stubs-output", "Stubs/Stub.generated.swift", "--apps", "Apps",
    ]

    static let app = "Apps/OrderApp/OrderApp+Environment.generated.swift"
    static let appSummary = "1 features, 1 descriptors built by them, 1 answered by the app"

    /// Runs the binary in `folder` with `arguments`.
    static func run(_ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("resolver-generator")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    @Test("writes the resolver, the stubs and the app's environment, then --check finds them up to date")
    func writeThenCheck() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let wrote = try Self.run(Self.paths, in: tree.root)
        #expect(wrote.status == 0, "\(wrote.stderr)")
        #expect(wrote.stdout == """
            resolver: wrote Modules/Core/Resolver.generated.swift (2 descriptors)
            resolver: wrote Stubs/Stub.generated.swift (2 descriptors)
            resolver: wrote \(Self.app) (\(Self.appSummary))

            """)
        #expect(try tree.read(Self.app).contains("public final class OrderAppEnvironment: OrdersFeatureHostEnvironment {"))
        let again = try Self.run(Self.paths, in: tree.root)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("resolver: \(Self.app) already up to date (\(Self.appSummary))\n"), "\(again.stdout)")
        let checked = try Self.run(Self.paths + ["--check"], in: tree.root)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout == """
            resolver: Modules/Core/Resolver.generated.swift is up to date (2 descriptors)
            resolver: Stubs/Stub.generated.swift is up to date (2 descriptors)
            resolver: \(Self.app) is up to date (\(Self.appSummary))

            """)
    }

    @Test("--check reports on every file, names the stale ones and why, and exits 1")
    func stale() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        _ = try Self.run(Self.paths, in: tree.root)
        // A new descriptor no feature uses: Core's files go stale, the app's does not.
        try tree.write("Modules/Core/More.swift", "extension ViewDescriptor { public struct Details: TypedDescriptor { public typealias Output = any Screen } }")
        try tree.write("Stubs/Stub.generated.swift", try tree.read("Stubs/Stub.generated.swift") + "// edited\n")
        let checked = try Self.run(Self.paths + ["--check"], in: tree.root)
        #expect(checked.status == 1)
        #expect(checked.stdout == "resolver: \(Self.app) is up to date (\(Self.appSummary))\n")
        #expect(checked.stderr == """
            resolver-generator: Modules/Core/Resolver.generated.swift is stale (missing: ViewDescriptor.Details); run scripts/generate and commit the result
            resolver-generator: Stubs/Stub.generated.swift is stale (missing: ViewDescriptor.Details); run scripts/generate and commit the result

            """)
        // Once the feature uses it, the app's file is stale too: the app must answer it.
        try tree.write("Modules/OrdersFeature/OrdersFeatureEnvironment.swift",
                       "public protocol OrdersFeatureEnvironment: ResolvesViewOrders, ResolvesUseCaseTotal, ResolvesViewDetails {}")
        let used = try Self.run(Self.paths + ["--check"], in: tree.root)
        #expect(used.status == 1)
        #expect(used.stderr.contains("resolver-generator: \(Self.app) is stale (missing: ViewDescriptor.Details); run scripts/generate and commit the result\n"), "\(used.stderr)")
        try tree.write("Modules/Core/More.swift", "")
        try tree.write("Modules/OrdersFeature/OrdersFeatureEnvironment.swift", Self.sources["Modules/OrdersFeature/OrdersFeatureEnvironment.swift"]!)
        let edited = try Self.run(Self.paths + ["--check"], in: tree.root)
        #expect(edited.status == 1)
        #expect(edited.stdout.contains("Modules/Core/Resolver.generated.swift is up to date"))
        #expect(edited.stdout.contains("\(Self.app) is up to date"))
        #expect(edited.stderr == "resolver-generator: Stubs/Stub.generated.swift is stale (it was edited by hand or made by another version of the generator); run scripts/generate and commit the result\n")
    }

    @Test("usage errors exit 64 and say what to type")
    func usage() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let missing = try Self.run(["--output", "X.swift"], in: tree.root)
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("Missing expected argument '--core <dir>'"), "\(missing.stderr)")
        let noFeatures = try Self.run(["--core", "Modules/Core", "--output", "X.swift", "--apps", "Apps"], in: tree.root)
        #expect(noFeatures.status == 64)
        #expect(noFeatures.stderr.hasPrefix("Error: --apps needs the folder of the feature modules: add --features Modules\n"), "\(noFeatures.stderr)")
        let noApps = try Self.run(["--core", "Modules/Core", "--output", "X.swift", "--features", "Modules"], in: tree.root)
        #expect(noApps.status == 64)
        #expect(noApps.stderr.hasPrefix("Error: --features is only read for the apps' environments: add --apps DIR, or drop --features\n"), "\(noApps.stderr)")
        let manifestAlone = try Self.run(["--core", "Modules/Core", "--output", "X.swift", "--manifest", "Package.swift"], in: tree.root)
        #expect(manifestAlone.status == 64)
        #expect(manifestAlone.stderr.hasPrefix("Error: --manifest is written from what the apps host: add --apps Apps --features Modules\n"), "\(manifestAlone.stderr)")
        let same = try Self.run(["--core", "Modules/Core", "--output", "X.swift", "--stubs-output", "./X.swift"], in: tree.root)
        #expect(same.status == 64)
        #expect(same.stderr.hasPrefix("Error: --output and --stubs-output name the same file; give each generated file its own path\n"), "\(same.stderr)")
        // The one host file is gone: each app's environment is written in its own folder. The old
        // invocation is told to pass --apps.
        let oldHost = try Self.run(["--core", "Modules/Core", "--output", "X.swift", "--host-output", "H.swift"], in: tree.root)
        #expect(oldHost.status == 64)
        #expect(oldHost.stderr.hasPrefix("Error: Unknown option '--host-output'\n"), "\(oldHost.stderr)")
        let oldInvocation = try Self.run(["--core", "Modules/Core", "--features", "Modules", "--output", "X.swift", "--host-output", "H.swift"], in: tree.root)
        #expect(oldInvocation.status == 64)
        #expect(oldInvocation.stderr.contains("add --apps DIR"), "\(oldInvocation.stderr)")
        let noValue = try Self.run(["--output", "X.swift", "--core"], in: tree.root)
        #expect(noValue.status == 64)
        #expect(noValue.stderr.hasPrefix("Error: Missing value for '--core <dir>'\n"), "\(noValue.stderr)")
        let stray = try Self.run(["--core=Modules/Core", "--output=X.swift", "Y.swift"], in: tree.root)
        #expect(stray.status == 64)
        #expect(stray.stderr.hasPrefix("Error: Unexpected argument 'Y.swift'\n"), "\(stray.stderr)")
        #expect(stray.stderr.contains("See 'resolver-generator --help' for more information."))
        let empty = try Self.run(["--core=", "--output", "X.swift"], in: tree.root)
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("Error: Missing value for '--core <dir>'\n"), "\(empty.stderr)")
        let checkValue = try Self.run(["--core", "Modules/Core", "--output", "X.swift", "--check=1"], in: tree.root)
        #expect(checkValue.status == 64)
        #expect(checkValue.stderr.hasPrefix("Error: '--check' takes no value; write --check alone\n"), "\(checkValue.stderr)")
        let twice = try Self.run(["--core", "Modules/Core", "--output", "X.swift", "--core", "Other"], in: tree.root)
        #expect(twice.status == 64)
        #expect(twice.stderr.hasPrefix("Error: --core is given twice; give it once\n"), "\(twice.stderr)")
        // Nothing was written by any of them.
        #expect(!FileManager.default.fileExists(atPath: tree.path("X.swift")))
        #expect(!FileManager.default.fileExists(atPath: tree.path(Self.app)))
    }

    @Test("--help prints every option and exits 0, whatever else is on the line; --name=value reads like --name value")
    func help() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let help = try Self.run(["--output", "X.swift", "--core", "--core", "a", "--help"], in: tree.root)
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        for option in ["--core <dir>", "--features <dir>", "--output <file>", "--stubs-output <file>", "--apps <dir>", "--declared <names>",
                       "--backends <dir>", "--manifest <file>", "--check", "-h, --help"] {
            #expect(help.stdout.contains("  \(option) "), "\(option) missing from: \(help.stdout)")
        }
        #expect(!FileManager.default.fileExists(atPath: tree.path("X.swift")))
        let equals = try Self.run(["--core=Modules/Core", "--output=Modules/Core/Resolver.generated.swift", "--check"], in: tree.root)
        #expect(equals.status == 1, "\(equals.stderr)")
        #expect(equals.stderr.contains("Modules/Core/Resolver.generated.swift is stale (the file does not exist)"), "\(equals.stderr)")
    }

    @Test("refuses bad sources (65), unreadable folders (66) and unwritable files (73)")
    func failures() throws {
        let tree = try TemporaryTree(Self.sources.merging(["Modules/Core/Broken.swift": "public enum ViewDescriptor {"]) { $1 })
        defer { tree.remove() }
        let refused = try Self.run(Self.paths, in: tree.root)
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("resolver-generator: refusing to generate:\nModules/Core/Broken.swift:1: error: this file does not parse"), "\(refused.stderr)")
        try tree.write("Modules/Core/Broken.swift", "")

        try tree.write("Apps/OrderApp/OrderApp.swift", "public enum OrderApp: OrdersFeatureHosting, MissingFeatureHosting {}")
        let unknownFeature = try Self.run(Self.paths, in: tree.root)
        #expect(unknownFeature.status == 65)
        #expect(unknownFeature.stderr == """
            resolver-generator: refusing to generate:
            Apps/OrderApp/OrderApp.swift:1: error: OrderApp hosts MissingFeature, but no feature module of that name declares MissingFeatureEnvironment; check the name of its MissingFeatureHosting conformance

            """)
        try tree.write("Apps/OrderApp/OrderApp.swift", Self.sources["Apps/OrderApp/OrderApp.swift"]!)

        let unreadable = try Self.run(Self.paths.map { $0 == "Modules/Core" ? "Modules/Kore" : $0 }, in: tree.root)
        #expect(unreadable.status == 66)
        #expect(unreadable.stderr == "resolver-generator: cannot read Modules/Kore: no such folder\n")

        let noApps = try Self.run(Self.paths.map { $0 == "Apps" ? "Aps" : $0 }, in: tree.root)
        #expect(noApps.status == 66)
        #expect(noApps.stderr == "resolver-generator: cannot read Aps: no such folder\n")

        let unwritable = try Self.run(Self.paths.map { $0 == "Stubs/Stub.generated.swift" ? "Stubz/Stub.generated.swift" : $0 }, in: tree.root)
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr == "resolver-generator: cannot write Stubz/Stub.generated.swift: no folder Stubz; create it or fix the path\n")
    }
}
