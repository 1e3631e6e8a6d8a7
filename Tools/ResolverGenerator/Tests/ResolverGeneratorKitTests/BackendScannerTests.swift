import Foundation
import ResolverGeneratorKit
import Testing

/// stub-server's backend plug-ins: each gets the list of the feature parts in its folder, and a
/// part added or taken away makes the committed list stale, by name.
@Suite("Backend plug-ins' feature parts", .timeLimit(.minutes(2)))
struct BackendScannerTests {
    static let sources = [
        "Modules/Core/Descriptors.swift": "public enum ViewDescriptor {}",
        "Stubs/Backends/NotesBackend/NotesBackend.swift": "public struct NotesBackend: StubBackend {}\nstruct NotesRoutes {}",
        "Stubs/Backends/NotesBackend/NotesProbe.swift": "struct NotesProbe: BackendFeature {}\nprivate struct Helper: Sendable {}",
        "Stubs/Backends/NotesBackend/NotesAlpha.swift": "enum NotesAlpha: Sendable, BackendFeature {}",
        "Stubs/Backends/PlainBackend/PlainBackend.swift": "public struct PlainBackend: Sendable, StubBackend {}",
        // No backend in it: nothing is written there.
        "Stubs/Backends/Shared/Kit.swift": "struct Page: BackendFeature {}",
    ]

    private func request(_ tree: TemporaryTree) -> GenerationRequest {
        GenerationRequest(core: tree.path("Modules/Core"), coreOutput: tree.path("Modules/Core/Resolver.generated.swift"),
                          backends: tree.path("Stubs/Backends"))
    }

    @Test("lists each backend's parts, sorted, in the backend's folder; a folder without a backend gets nothing")
    func lists() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let files = try Generation.make(request(tree)).filter { $0.kind == .backend }
        #expect(files.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["NotesBackend+Features.generated.swift", "PlainBackend+Features.generated.swift"])
        #expect(files[0].text.contains("extension NotesBackend {"))
        #expect(files[0].text.contains("static var features: [any BackendFeature.Type] { [NotesAlpha.self, NotesProbe.self] }"))
        #expect(files[0].summary == "2 feature parts")
        #expect(files[1].text.contains("{ [] }"))
    }

    @Test("a part added or removed since the file was written makes it stale, naming the part")
    func stale() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let written = try Generation.make(request(tree)).first { $0.kind == .backend }!
        #expect(written.freshness(of: written.text) == .upToDate)
        try tree.write("Stubs/Backends/NotesBackend/NotesBeta.swift", "struct NotesBeta: BackendFeature {}")
        try FileManager.default.removeItem(atPath: tree.path("Stubs/Backends/NotesBackend/NotesAlpha.swift"))
        let now = try Generation.make(request(tree)).first { $0.kind == .backend }!
        #expect(now.freshness(of: written.text) == .stale(["missing: NotesBeta", "no longer in the plug-in's folder: NotesAlpha"]))
    }

    @Test("two backends in one folder are refused, naming the second and where it is")
    func twoBackends() throws {
        var sources = Self.sources
        sources["Stubs/Backends/NotesBackend/Other.swift"] = "\n\nstruct OtherBackend: StubBackend {}"
        let tree = try TemporaryTree(sources)
        defer { tree.remove() }
        #expect {
            _ = try Generation.make(request(tree))
        } throws: { error in
            let error = error as! GenerationError
            return error.exitCode == 65 && error.message.contains("Other.swift:3")
                && error.message.contains("OtherBackend is a second StubBackend")
        }
    }
}
