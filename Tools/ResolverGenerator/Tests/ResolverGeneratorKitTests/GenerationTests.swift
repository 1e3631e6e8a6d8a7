import Foundation
import ResolverGeneratorKit
import Testing

/// Reading a tree and saying what changed, in process (the binary's own tests run it for real).
@Suite("Generation", .timeLimit(.minutes(2)))
struct GenerationTests {
    static let sources = [
        "Modules/Core/Descriptors.swift": """
            public enum ViewDescriptor {
                public struct Orders: TypedDescriptor { public typealias Output = any Screen }
                public struct Receipt: TypedDescriptor { public typealias Output = (any Screen)? }
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
            public protocol OrdersFeatureEnvironment: ResolvesViewOrders, ResolvesUseCaseTotal, ResolvesViewReceipt {}
            """,
        "Modules/ReceiptFeature/ReceiptFeature.swift": """
            public protocol ReceiptFeatureEnvironment {}
            public struct ReceiptFeatureBuilder {
                public func build(_ descriptor: ViewDescriptor.Receipt) -> (any Screen)? { nil }
            }
            """,
        // Not features: never scanned, so their "builders" count for nothing.
        "Modules/AppShell/ShellFeatureBuilder.swift": "public struct ShellFeatureBuilder { public func build(_ d: UseCaseDescriptor.Total) -> Int { 0 } }",
        "Modules/Contracts/OrderWire/WireFeatureBuilder.swift": "public struct WireFeatureBuilder { public func build(_ d: UseCaseDescriptor.Total) -> Int { 0 } }",
        // Hosts OrdersFeature but not ReceiptFeature: the receipt is not offered there.
        "Apps/OrderApp/OrderApp.swift": """
            public enum OrderApp: OrdersFeatureHosting {
                @MainActor static func resolveUseCaseTotal(_ d: UseCaseDescriptor.Total, in environment: OrderAppEnvironment) -> Int { 1 }
            }
            """,
        // Hosts both: the receipt is ReceiptFeature's.
        "Apps/ShopApp/ShopApp.swift": """
            public struct ShopApp: ReceiptFeatureHosting, OrdersFeatureHosting {
                @MainActor static func resolveUseCaseTotal(_ d: UseCaseDescriptor.Total, in environment: ShopAppEnvironment) -> Int { 2 }
            }
            """,
        // Hosts nothing: no environment.
        "Apps/AppRuntime/Runtime.swift": "public protocol AppDefinition {}\npublic enum Runtime {}",
        "Stubs/.keep": "",
    ]

    static func request(_ tree: TemporaryTree) -> GenerationRequest {
        GenerationRequest(
            core: tree.path("Modules/Core"), coreOutput: tree.path("Modules/Core/Resolver.generated.swift"),
            stubsOutput: tree.path("Stubs/Stub.generated.swift"),
            features: tree.path("Modules"), apps: tree.path("Apps"))
    }

    @Test("makes the resolver, the stubs and each hosting app's environment in its own folder")
    func make() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        let files = try Generation.make(Self.request(tree))
        #expect(files.map(\.kind) == [.resolver, .stubs, .app, .app])
        #expect(files.map(\.path) == [
            tree.path("Modules/Core/Resolver.generated.swift"), tree.path("Stubs/Stub.generated.swift"),
            tree.path("Apps/OrderApp/OrderApp+Environment.generated.swift"), tree.path("Apps/ShopApp/ShopApp+Environment.generated.swift"),
        ])
        #expect(files.map(\.summary) == [
            "3 descriptors", "3 descriptors",
            "1 features, 1 descriptors built by them, 1 answered by the app, 1 not offered",
            "2 features, 2 descriptors built by them, 1 answered by the app",
        ])
        let order = files[2].text
        #expect(AppEnvironmentRenderer.listedFeatures(in: order) == ["OrdersFeature"])
        #expect(AppEnvironmentRenderer.listedHomes(in: order) == [
            "ViewDescriptor.Orders": "OrdersFeature", "UseCaseDescriptor.Total": "app", "ViewDescriptor.Receipt": "not offered",
        ])
        #expect(order.contains("public final class OrderAppEnvironment: OrdersFeatureHostEnvironment {"))
        let shop = files[3].text
        #expect(AppEnvironmentRenderer.listedFeatures(in: shop) == ["ReceiptFeature", "OrdersFeature"])
        #expect(AppEnvironmentRenderer.listedHomes(in: shop) == [
            "ViewDescriptor.Orders": "OrdersFeature", "UseCaseDescriptor.Total": "app", "ViewDescriptor.Receipt": "ReceiptFeature",
        ])
        #expect(shop.contains("public final class ShopAppEnvironment: ReceiptFeatureHostEnvironment, OrdersFeatureHostEnvironment {"))
        #expect(shop.contains("ShopApp.resolveUseCaseTotal(descriptor, in: self)"))
    }

    @Test("an optional descriptor no hosted feature builds is the app's once the app answers it")
    func appAnswersOptional() throws {
        let tree = try TemporaryTree(Self.sources.merging(["Apps/OrderApp/OrderApp+Receipt.swift": """
            extension OrderApp {
                @MainActor static func resolveViewReceipt(_ d: ViewDescriptor.Receipt, in environment: OrderAppEnvironment) -> (any Screen)? { nil }
            }
            """]) { $1 })
        defer { tree.remove() }
        let order = try #require(try Generation.make(Self.request(tree)).first { $0.path.hasSuffix("OrderApp+Environment.generated.swift") })
        #expect(AppEnvironmentRenderer.listedHomes(in: order.text)?["ViewDescriptor.Receipt"] == "app")
        #expect(order.text.contains("OrderApp.resolveViewReceipt(descriptor, in: self)"))
        #expect(order.summary == "1 features, 1 descriptors built by them, 2 answered by the app")
    }

    @Test("does not read its own output as a source, and writes only what changed")
    func writes() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        for file in try Generation.make(Self.request(tree)) { #expect(try Generation.write(file)) }
        #expect(try tree.read("Apps/OrderApp/OrderApp+Environment.generated.swift").contains("extension OrderApp {"))
        // The resolver now sits inside Core and each environment in its app's folder; a second run
        // must make the same files.
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
        let (resolver, order) = (files[0], files[2])
        #expect(resolver.freshness(of: nil) == .stale(["the file does not exist"]))
        let older = resolver.text.replacingOccurrences(
            of: "// Descriptors: UseCaseDescriptor.Total, ViewDescriptor.Orders, ViewDescriptor.Receipt",
            with: "// Descriptors: ViewDescriptor.Gone, ViewDescriptor.Orders, ViewDescriptor.Receipt")
        #expect(resolver.freshness(of: older) == .stale(["missing: UseCaseDescriptor.Total", "no longer in Core: ViewDescriptor.Gone"]))
        #expect(resolver.freshness(of: resolver.text + "// hand edit\n") == .stale(["it was edited by hand or made by another version of the generator"]))
        let moved = order.text
            .replacingOccurrences(of: "// Built by features: ViewDescriptor.Orders (OrdersFeature)", with: "// Built by features: ViewDescriptor.Receipt (ReceiptFeature)")
            .replacingOccurrences(of: "// Not offered: ViewDescriptor.Receipt", with: "// Not offered: ViewDescriptor.Orders")
        #expect(order.freshness(of: moved) == .stale([
            "ViewDescriptor.Orders now built by OrdersFeature (was not offered), ViewDescriptor.Receipt now not offered (was built by ReceiptFeature)",
        ]))
        #expect(order.freshness(of: nil) == .stale(["the file does not exist"]))
    }

    @Test("an app's file goes stale when the app hosts another feature, saying which descriptors moved")
    func appStale() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        for file in try Generation.make(Self.request(tree)) { _ = try Generation.write(file) }
        // OrderApp now hosts ReceiptFeature too: the receipt is built, no longer not offered.
        try tree.write("Apps/OrderApp/OrderApp.swift", try tree.read("Apps/OrderApp/OrderApp.swift")
            .replacingOccurrences(of: "OrderApp: OrdersFeatureHosting", with: "OrderApp: OrdersFeatureHosting, ReceiptFeatureHosting"))
        let files = try Generation.make(Self.request(tree))
        let freshness = files.map { $0.freshness(of: Generation.existing($0.path)) }
        #expect(freshness == [
            .upToDate, .upToDate,
            .stale(["ViewDescriptor.Receipt now built by ReceiptFeature (was not offered)"]),
            .upToDate,
        ])
        // The app stops hosting OrdersFeature: what only that feature used leaves its file, though it stays in Core.
        for file in files { _ = try Generation.write(file) }
        try tree.write("Apps/OrderApp/OrderApp.swift", "public enum OrderApp: ReceiptFeatureHosting {}")
        let order = try Generation.make(Self.request(tree))[2]
        #expect(order.freshness(of: Generation.existing(order.path)) == .stale([
            "no longer used by the features it hosts: UseCaseDescriptor.Total, ViewDescriptor.Orders, ViewDescriptor.Receipt",
        ]))
    }

    @Test("with the manifest, writes its line of what each app hosts, stale when an app hosts another feature")
    func manifest() throws {
        let tree = try TemporaryTree(Self.sources.merging(["Package.swift": "let hostedFeatures: [String: [String]] = [:]\nlet package = [hosted(by: \"OrderApp\"), hosted(by: \"ShopApp\")]\n"]) { $1 })
        defer { tree.remove() }
        var request = Self.request(tree)
        request.manifest = tree.path("Package.swift")
        let files = try Generation.make(request)
        let manifest = try #require(files.last)
        #expect(manifest.kind == .manifest)
        #expect(manifest.summary == "2 features hosted by 2 apps")
        #expect(manifest.text == #"let hostedFeatures: [String: [String]] = ["OrderApp": ["Orders"], "ShopApp": ["Orders", "Receipt"]]"# + "\nlet package = [hosted(by: \"OrderApp\"), hosted(by: \"ShopApp\")]\n")
        #expect(manifest.freshness(of: Generation.existing(manifest.path)) == .stale([
            "missing: OrderApp hosts OrdersFeature, ShopApp hosts OrdersFeature, ShopApp hosts ReceiptFeature",
        ]))
        for file in files { _ = try Generation.write(file) }
        try tree.write("Apps/ShopApp/ShopApp.swift", "public struct ShopApp: OrdersFeatureHosting {}")
        let again = try #require(try Generation.make(request).last)
        #expect(again.freshness(of: Generation.existing(again.path)) == .stale([
            "no longer hosted (the app's type has no such …FeatureHosting conformance): ShopApp hosts ReceiptFeature",
        ]))
        request.apps = nil
        #expect(throws: GenerationError.self) { try Generation.make(request) }
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
        request.features = nil
        #expect(throws: GenerationError(.unreadable, "the apps' environments need the folder of the feature modules (--features Modules)")) {
            try Generation.make(request)
        }
        request.core = tree.path("Modules/Missing")
        #expect(throws: GenerationError(.unreadable, "cannot read \(tree.path("Modules/Missing")): no such folder")) {
            try Generation.make(request)
        }
    }

    @Test("refuses an app hosting a feature no module declares an environment for, and an Apps folder that is not there")
    func appFailures() throws {
        let tree = try TemporaryTree(Self.sources.merging([
            "Apps/OrderApp/OrderApp.swift": "\npublic enum OrderApp: OrdersFeatureHosting, MissingFeatureHosting {}",
            "Apps/ShopApp/Two.swift": "enum SecondApp: OrdersFeatureHosting {}",
        ]) { $1 })
        defer { tree.remove() }
        // Every app's problems at once.
        #expect(throws: GenerationError(.refusing, """
            refusing to generate:
            \(tree.path("Apps/OrderApp/OrderApp.swift")):2: error: OrderApp hosts MissingFeature, but no feature module of that name declares MissingFeatureEnvironment; check the name of its MissingFeatureHosting conformance
            \(tree.path("Apps/ShopApp/Two.swift")):1: error: SecondApp and ShopApp (\(tree.path("Apps/ShopApp/ShopApp.swift")):1) both host features in \(tree.path("Apps/ShopApp")); an app folder holds one app
            """)) {
            try Generation.make(Self.request(tree))
        }
        var request = Self.request(tree)
        request.apps = tree.path("NoApps")
        #expect(throws: GenerationError(.unreadable, "cannot read \(tree.path("NoApps")): no such folder")) {
            try Generation.make(request)
        }
    }

    @Test("with the package's declared features, reads only their folders, and refuses a declared feature with no folder")
    func declaredFeatures() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        var request = Self.request(tree)
        request.declared = ["OrdersFeature", "ReceiptFeature"]
        let files = try Generation.make(request)
        #expect(files.map(\.summary).last == "2 features, 2 descriptors built by them, 1 answered by the app")
        // ReceiptFeature left out of the table: its folder is not read, so ShopApp hosts a feature the package does not declare.
        request.declared = ["OrdersFeature"]
        #expect(throws: GenerationError.self) { try Generation.make(request) }
        request.declared = ["OrdersFeature", "ReceiptFeature", "LostFeature"]
        #expect(throws: GenerationError(.unreadable, "the package declares the feature LostFeature, but \(tree.path("Modules/LostFeature")) is not a folder; make it, or take LostFeature out of the table of features")) {
            try Generation.make(request)
        }
    }

    @Test("without apps, makes only the resolver and the stubs")
    func withoutApps() throws {
        let tree = try TemporaryTree(Self.sources)
        defer { tree.remove() }
        var request = Self.request(tree)
        request.apps = nil
        request.features = nil
        #expect(try Generation.make(request).map(\.kind) == [.resolver, .stubs])
    }
}
