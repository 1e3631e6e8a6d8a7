import Foundation
import ResolverGeneratorKit
import Testing

/// The generator on the repository's real Core.
@Suite("The real Core")
struct RepositoryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

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

    @Test("the committed resolver, stub and host files are what the generator makes from the repository")
    func committed() throws {
        let path = { (relative: String) in Self.root.appendingPathComponent(relative).path }
        // The paths scripts/generate passes.
        let files = try Generation.make(GenerationRequest(
            core: path("Modules/Core"),
            coreOutput: path("Modules/Core/Descriptors/DescriptorResolver.generated.swift"),
            stubsOutput: path("Stubs/SomeFeatureStubs/Environment/StubEnvironment+Descriptors.generated.swift"),
            features: path("Modules"),
            hostOutput: path("Apps/FeatureHosts/Environment/HostEnvironment+Descriptors.generated.swift")))
        #expect(files.count == 3)
        for file in files {
            #expect(file.freshness(of: Generation.existing(file.path)) == .upToDate, "\(file.path)")
        }
        // The two features build their own screens; the summary is each app's.
        #expect(files.last?.text.contains("// Supplied by each app: UseCaseDescriptor.OtherSummary\n") == true)
        #expect(files.last?.text.contains("ViewDescriptor.SomeList (SomeFeature)") == true)
        #expect(files.last?.text.contains("ViewDescriptor.OtherDetails (OtherFeature)") == true)
    }
}
