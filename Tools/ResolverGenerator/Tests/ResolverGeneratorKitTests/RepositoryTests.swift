import Foundation
import ResolverGeneratorKit
import Testing

/// The generator on the repository's real Core, features and apps.
@Suite("The real repository", .timeLimit(.minutes(2)))
struct RepositoryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The paths scripts/generate passes.
    static let request = GenerationRequest(
        core: path("Modules/Core"),
        coreOutput: path("Modules/Core/Descriptors/DescriptorResolver.generated.swift"),
        stubsOutput: path("Stubs/SomeFeatureStubs/Environment/StubEnvironment+Descriptors.generated.swift"),
        features: path("Modules"),
        apps: path("Apps"),
        manifest: path("Package.swift"))

    @Test("finds the view and use-case descriptors and matches the committed file")
    func real() throws {
        let core = Self.root.appendingPathComponent("Modules/Core")
        let generated = core.appendingPathComponent("Descriptors/DescriptorResolver.generated.swift")
        let enumerator = try #require(FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil))
        var files: [(path: String, source: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" && url.lastPathComponent != generated.lastPathComponent {
            files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
        }
        let descriptors = try DescriptorScanner.scan(files: files)
        // Scaffolded features add their own; these four are always there.
        #expect(Set(descriptors.map(\.qualifiedName)).isSuperset(of: [
            "UseCaseDescriptor.OtherSummary", "ViewDescriptor.OtherDetails", "ViewDescriptor.SomeDetails", "ViewDescriptor.SomeList",
        ]))
        #expect(ResolverRenderer.render(descriptors) == (try String(contentsOf: generated, encoding: .utf8)))
    }

    @Test("the committed resolver, stub and app environment files are what the generator makes from the repository")
    func committed() throws {
        let files = try Generation.make(Self.request)
        // A scaffolded app adds its own environment; these four are always there.
        let expected: [(String, GeneratedFile.Kind)] = [
            ("Modules/Core/Descriptors/DescriptorResolver.generated.swift", .resolver),
            ("Stubs/SomeFeatureStubs/Environment/StubEnvironment+Descriptors.generated.swift", .stubs),
            ("Apps/ChatApp/ChatApp+Environment.generated.swift", .app),
            ("Apps/OrderApp/OrderApp+Environment.generated.swift", .app),
            ("Package.swift", .manifest),
        ]
        for (relative, kind) in expected {
            // The apps' paths are relative to the current folder when they are inside it.
            let file = try #require(files.first { $0.path == Self.path(relative) || $0.path.hasSuffix("/" + relative) || $0.path == relative },
                                    "\(relative) in \(files.map(\.path))")
            #expect(file.kind == kind, "\(relative)")
        }
        for file in files {
            #expect(file.freshness(of: Generation.existing(file.path)) == .upToDate, "\(file.path)")
        }
    }

    @Test("order-app hosts SomeFeature, OtherFeature and ActivityFeature; their features build their screens and OrderApp supplies the summary")
    func orderApp() throws {
        let files = try Generation.make(Self.request)
        let order = try #require(files.first { $0.path.hasSuffix("Apps/OrderApp/OrderApp+Environment.generated.swift") })
        // A feature scaffolded into order-app comes after these (the repository's own test runs on it).
        #expect(AppEnvironmentRenderer.listedFeatures(in: order.text)?.prefix(3) == ["SomeFeature", "OtherFeature", "ActivityFeature"])
        let homes = try #require(AppEnvironmentRenderer.listedHomes(in: order.text))
        #expect(homes["UseCaseDescriptor.OtherSummary"] == "app")
        #expect(homes["ViewDescriptor.SomeList"] == "SomeFeature")
        #expect(homes["ViewDescriptor.SomeDetails"] == "SomeFeature")
        #expect(homes["ViewDescriptor.OtherDetails"] == "OtherFeature")
        #expect(homes["ViewDescriptor.ItemActions"] == "ActivityFeature")
        #expect(order.text.contains("// Supplied by the app: UseCaseDescriptor.OtherSummary\n"))
        #expect(order.text.contains(
            "public final class OrderAppEnvironment: SomeFeatureHostEnvironment, OtherFeatureHostEnvironment, ActivityFeatureHostEnvironment {"))
        #expect(order.text.contains("OrderApp.resolveUseCaseOtherSummary(descriptor, in: self)"))
        // What the file says is what the committed one says.
        #expect(AppEnvironmentRenderer.listedHomes(in: Generation.existing(order.path) ?? "") == homes)
    }

    @Test("chat-app hosts SomeFeature and OtherFeature, not ActivityFeature: nothing is offered on a some there, and nothing of ActivityFeature is named")
    func chatApp() throws {
        let files = try Generation.make(Self.request)
        let chat = try #require(files.first { $0.path.hasSuffix("Apps/ChatApp/ChatApp+Environment.generated.swift") })
        // A feature scaffolded into chat-app comes after these; ActivityFeature is never there.
        #expect(AppEnvironmentRenderer.listedFeatures(in: chat.text)?.prefix(2) == ["SomeFeature", "OtherFeature"])
        #expect(AppEnvironmentRenderer.listedFeatures(in: chat.text)?.contains("ActivityFeature") == false)
        let homes = try #require(AppEnvironmentRenderer.listedHomes(in: chat.text))
        #expect(homes["ViewDescriptor.ItemActions"] == "not offered")
        #expect(!chat.text.contains("Activity"))
    }

    @Test("finds OrderApp in its folder, with its features in the order it names them and its own answer")
    func orderAppScanned() throws {
        let folder = Self.root.appendingPathComponent("Apps/OrderApp")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".generated.swift") }.sorted()
        let files = try names.map { (path: $0, source: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let app = try #require(try AppScanner.scan(folder: "Apps/OrderApp", files: files))
        #expect(app.name == "OrderApp")
        #expect(app.features == ["SomeFeature", "OtherFeature", "ActivityFeature"])
        #expect(app.answers.contains("resolveUseCaseOtherSummary"))
        #expect(app.outputPath == "Apps/OrderApp/OrderApp+Environment.generated.swift")
    }
}
