import ResolverGeneratorKit
import Testing

@Suite("EnvironmentScanner", .timeLimit(.minutes(2)))
struct EnvironmentScannerTests {
    private func scan(_ files: [String: String], module: String = "OrdersFeature") -> (uses: [String], file: String, line: Int)? {
        EnvironmentScanner.scan(files: files.keys.sorted().map { (path: $0, source: files[$0]!) }, module: module)
    }

    @Test("reads the Resolves… protocols the feature's environment inherits, in the order written, with where it is")
    func found() throws {
        let found = try #require(scan([
            "Modules/OrdersFeature/Builder.swift": "public struct OrdersFeatureBuilder {}",
            "Modules/OrdersFeature/Environment.swift": """
                import Core

                /// What the feature runs in.
                @MainActor
                public protocol OrdersFeatureEnvironment: ResolvesViewOrders, AnyObject, Core.ResolvesUseCaseTotal,
                    OrdersRouting, ResolvesViewOrderDetails
                {
                    var clock: any WallClock { get }
                }
                """,
        ]))
        #expect(found.uses == ["ResolvesViewOrders", "ResolvesUseCaseTotal", "ResolvesViewOrderDetails"])
        #expect(found.file == "Modules/OrdersFeature/Environment.swift")
        #expect(found.line == 4)
    }

    @Test("an environment that inherits no Resolves… protocol uses no descriptor")
    func usesNothing() throws {
        let found = try #require(scan(["E.swift": "public protocol OrdersFeatureEnvironment {}"]))
        #expect(found.uses == [])
        #expect(try #require(scan(["E.swift": "public protocol OrdersFeatureEnvironment: Sendable {}"])).uses == [])
    }

    @Test("is nil when the module declares no top-level environment protocol of its name")
    func absent() {
        #expect(scan(["E.swift": """
            public protocol OtherFeatureEnvironment: ResolvesViewOrders {}
            public protocol OrdersEnvironment: ResolvesViewOrders {}
            public struct OrdersFeatureEnvironment: ResolvesViewOrders {}
            enum Namespace { protocol OrdersFeatureEnvironment: ResolvesViewOrders {} }
            """]) == nil)
        #expect(EnvironmentScanner.protocolName(module: "OrdersFeature") == "OrdersFeatureEnvironment")
    }

    @Test("refuses an environment inheriting a Resolves… protocol no descriptor in Core has, naming the file and line")
    func unknownProtocol() throws {
        let tree = try TemporaryTree([
            "Modules/Core/Descriptors.swift": """
                public enum ViewDescriptor {
                    public struct Orders: TypedDescriptor { public typealias Output = any Screen }
                }
                """,
            "Modules/OrdersFeature/OrdersFeatureEnvironment.swift": """
                import Core

                public protocol OrdersFeatureEnvironment: ResolvesViewOrders, ResolvesViewGone {}
                """,
            "Apps/OrderApp/OrderApp.swift": "public enum OrderApp: OrdersFeatureHosting {}",
        ])
        defer { tree.remove() }
        let request = GenerationRequest(core: tree.path("Modules/Core"), coreOutput: tree.path("Modules/Core/Resolver.generated.swift"),
                                        features: tree.path("Modules"), apps: tree.path("Apps"))
        #expect(throws: GenerationError(.refusing, """
            refusing to generate:
            \(tree.path("Modules/OrdersFeature/OrdersFeatureEnvironment.swift")):3: error: OrdersFeatureEnvironment inherits ResolvesViewGone, which no descriptor in Core has; declare the descriptor in Core or remove ResolvesViewGone
            """)) {
            try Generation.make(request)
        }
    }
}
