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
}
