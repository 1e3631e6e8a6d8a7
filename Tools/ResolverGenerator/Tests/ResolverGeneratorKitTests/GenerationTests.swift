import Foundation
import ResolverGeneratorKit
import Testing

/// Reading a tree and saying what changed, in process (the binary's own tests run it for real).
@Suite("Generation")
struct GenerationTests {
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
        // Not features: never scanned, so their "builders" count for nothing.
        "Modules/AppShell/ShellFeatureBuilder.swift": "public struct ShellFeatureBuilder { public func build(_ d: UseCaseDescriptor.Total) -> Int { 0 } }",
        "Modules/Contracts/OrderWire/WireFeatureBuilder.swift": "public struct WireFeatureBuilder { public func build(_ d: UseCaseDescriptor.Total) -> Int { 0 } }",
    ]

    static func request(_ tree: TemporaryTree) -> GenerationRequest {
        GenerationRequest(
            core: tree.path("Modules/Core"), coreOutput: tree.path("Modules/Core/Resolver.generated.swift"),
            stubsOutput: tree.path("Stubs/Stub.generated.swift"),
            features: tree.path("Modules"), hostOutput: tree.path("Apps/Host.generated.swift"))
    }

    @Test("makes the three files from Core and the feature folders, skipping the folders that hold no feature")
    func make() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let files = try Generation.make(Self.request(tree))
        #expect(files.map(\.kind) == [.resolver, .stubs, .host])
        #expect(files.map(\.summary) == ["2 descriptors", "2 descriptors", "1 built by features, 1 supplied by the app"])
        #expect(files[2].text.contains("// Built by features: ViewDescriptor.Orders (OrdersFeature)\n// Supplied by each app: UseCaseDescriptor.Total\n"))
    }

    @Test("does not read its own output as a source, and writes only what changed")
    func writes() throws {
        let tree = try TemporaryTree(Self.sources.merging(["Stubs/.keep": "", "Apps/.keep": ""]) { $1 })
        defer { tree.remove() }
        for file in try Generation.make(Self.request(tree)) { #expect(try Generation.write(file)) }
        // The resolver now sits inside Core; a second run must make the same files.
        for file in try Generation.make(Self.request(tree)) {
            #expect(try Generation.write(file) == false)
            #expect(file.freshness(of: Generation.existing(file.path)) == .upToDate)
        }
    }

    @Test("says a file is stale because it is missing, lacks a descriptor, lists a removed one or sends one elsewhere")
    func staleness() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let files = try Generation.make(Self.request(tree))
        let (resolver, host) = (files[0], files[2])
        #expect(resolver.freshness(of: nil) == .stale(["the file does not exist"]))
        let older = resolver.text.replacingOccurrences(of: "// Descriptors: UseCaseDescriptor.Total, ViewDescriptor.Orders", with: "// Descriptors: ViewDescriptor.Gone, ViewDescriptor.Orders")
        #expect(resolver.freshness(of: older) == .stale(["missing: UseCaseDescriptor.Total", "no longer in Core: ViewDescriptor.Gone"]))
        #expect(resolver.freshness(of: resolver.text + "// hand edit\n") == .stale(["it was edited by hand or made by another version of the generator"]))
        let moved = host.text
            .replacingOccurrences(of: "// Built by features: ViewDescriptor.Orders (OrdersFeature)", with: "// Built by features: UseCaseDescriptor.Total (TotalFeature)")
            .replacingOccurrences(of: "// Supplied by each app: UseCaseDescriptor.Total", with: "// Supplied by each app: ViewDescriptor.Orders")
        #expect(host.freshness(of: moved) == .stale([
            "UseCaseDescriptor.Total now supplied by the app, not built by TotalFeature, ViewDescriptor.Orders now built by OrdersFeature, not supplied by the app",
        ]))
    }

    @Test("refuses sources it cannot use, and folders that are not there, with what to do")
    func failures() throws {
        let tree = try TemporaryTree(Self.sources.merging([
            "Modules/OtherFeature/OtherFeatureBuilder.swift": """
                public struct OtherFeatureBuilder {
                    public func build(_ descriptor: ViewDescriptor.Orders) -> any Screen { fatalError() }
                }
                """,
        ]) { $1 })
        defer { tree.remove() }
        #expect(throws: GenerationError(.refusing, """
            refusing to generate:
            \(tree.path("Modules/OtherFeature/OtherFeatureBuilder.swift")):2: error: ViewDescriptor.Orders is built by OtherFeatureBuilder here and by OrdersFeatureBuilder (\(tree.path("Modules/OrdersFeature/OrdersFeatureBuilder.swift")):2); a descriptor is built by one feature, so remove one of the two build(_:) methods
            """)) {
            try Generation.make(Self.request(tree))
        }
        var request = Self.request(tree)
        request.features = tree.path("Nowhere")
        #expect(throws: GenerationError(.unreadable, "cannot read \(tree.path("Nowhere")): no such folder")) {
            try Generation.make(request)
        }
        request.core = tree.path("Modules/Missing")
        #expect(throws: GenerationError(.unreadable, "cannot read \(tree.path("Modules/Missing")): no such folder")) {
            try Generation.make(request)
        }
    }
}
