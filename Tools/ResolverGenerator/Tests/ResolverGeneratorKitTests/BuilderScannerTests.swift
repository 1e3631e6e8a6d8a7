import ResolverGeneratorKit
import Testing

@Suite("BuilderScanner", .timeLimit(.minutes(2)))
struct BuilderScannerTests {
    static let descriptors = [
        Descriptor(path: ["ViewDescriptor", "Orders"], file: "Core.swift", line: 1),
        Descriptor(path: ["ViewDescriptor", "OrderDetails"], file: "Core.swift", line: 2),
        Descriptor(path: ["UseCaseDescriptor", "Orders", "Total"], file: "Core.swift", line: 3),
        Descriptor(path: ["UseCaseDescriptor", "Summary"], file: "Core.swift", line: 4),
    ]

    /// `module: [file: source]`, scanned and matched to ``descriptors``.
    private func map(_ modules: [String: [String: String]]) throws(ScanFailure) -> FeatureMap {
        let features = modules.keys.sorted().map { module in
            (module: module, files: modules[module]!.keys.sorted().map { (path: $0, source: modules[module]![$0]!) })
        }
        return try BuilderScanner.map(Self.descriptors, features: features)
    }

    /// Descriptor name: builder (module), for what the features build.
    private func homes(_ map: FeatureMap) -> [String: String] {
        map.builds.mapValues { "\($0.builder) (\($0.module))" }
    }

    @Test("finds each build(_:) of a builder, in the struct or in an extension of it, with its line")
    func found() throws {
        let result = try map(["OrdersFeature": ["Builder.swift": """
            import Core

            public struct OrdersFeatureBuilder {
                public init(environment: any OrdersEnvironment) {}
                public func build(_ descriptor: ViewDescriptor.Orders) -> any Screen { fatalError() }
            }

            public extension OrdersFeatureBuilder {
                func build(_ descriptor: ViewDescriptor.OrderDetails) -> any Screen { fatalError() }
            }
            """]])
        #expect(homes(result) == [
            "ViewDescriptor.Orders": "OrdersFeatureBuilder (OrdersFeature)",
            "ViewDescriptor.OrderDetails": "OrdersFeatureBuilder (OrdersFeature)",
        ])
        #expect(result.builds["ViewDescriptor.Orders"]?.line == 5)
        #expect(result.builds["ViewDescriptor.OrderDetails"]?.file == "Builder.swift")
        #expect(result.modules == ["OrdersFeature"])
    }

    @Test("a descriptor no feature builds is supplied by the app; with no builder at all, every one is")
    func none() throws {
        let some = try map(["OrdersFeature": ["B.swift": """
            public struct OrdersFeatureBuilder {
                public func build(_ d: ViewDescriptor.Orders) -> any Screen { fatalError() }
            }
            """]])
        #expect(some.supplied.map(\.qualifiedName) == ["UseCaseDescriptor.Orders.Total", "UseCaseDescriptor.Summary", "ViewDescriptor.OrderDetails"])
        let nothing = try map(["Empty": ["E.swift": "struct Helper { func build(_ d: ViewDescriptor.Orders) {} }"]])
        #expect(nothing.builds.isEmpty)
        #expect(nothing.supplied == Self.descriptors.sorted())
        #expect(nothing.modules == [])
    }

    @Test("refuses a descriptor built by two builders, naming both files and lines")
    func twoBuilders() {
        let failure = #expect(throws: ScanFailure.self) {
            try map([
                "AFeature": ["A.swift": """
                    public struct AFeatureBuilder {
                        public func build(_ d: ViewDescriptor.Orders) -> any Screen { fatalError() }
                    }
                    """],
                "BFeature": ["B.swift": """
                    public struct BFeatureBuilder {

                        public func build(_ d: ViewDescriptor.Orders) -> any Screen { fatalError() }
                    }
                    """],
            ])
        }
        #expect(failure?.diagnostics.map(\.description) == [
            "B.swift:3: error: ViewDescriptor.Orders is built by BFeatureBuilder here and by AFeatureBuilder (A.swift:2); a descriptor is built by one feature, so remove one of the two build(_:) methods",
        ])
    }

    @Test("reads nested descriptor paths, with or without Core., and ignores what is not a builder's build(_:)")
    func nested() throws {
        let result = try map(["OrdersFeature": ["B.swift": """
            public struct OrdersFeatureBuilder {
                public func build(_ d: Core.UseCaseDescriptor.Orders.Total) -> Int { 0 }
                public func build(_ d: ViewDescriptor.Orders, animated: Bool) -> any Screen { fatalError() }
                public func build(descriptor: ViewDescriptor.OrderDetails) -> any Screen { fatalError() }
                public static func build(_ d: UseCaseDescriptor.Summary) -> Int { 0 }
                public func build(_ id: Int) -> Int { id }
                struct Inner {
                    public func build(_ d: ViewDescriptor.Orders) -> any Screen { fatalError() }
                }
            }
            enum Namespace {
                public struct ShadowFeatureBuilder {
                    public func build(_ d: ViewDescriptor.OrderDetails) -> any Screen { fatalError() }
                }
            }
            public struct Assembler {
                public func build(_ d: ViewDescriptor.Orders) -> any Screen { fatalError() }
            }
            extension Namespace.ShadowFeatureBuilder {
                public func build(_ d: UseCaseDescriptor.Summary) -> Int { 0 }
            }
            """]])
        #expect(homes(result) == ["UseCaseDescriptor.Orders.Total": "OrdersFeatureBuilder (OrdersFeature)"])
    }

    @Test("refuses a build(_:) the host cannot call, and says what to make public")
    func notPublic() {
        let failure = #expect(throws: ScanFailure.self) {
            try map(["OrdersFeature": [
                "A.swift": "struct OrdersFeatureBuilder {}",
                "B.swift": """
                    extension OrdersFeatureBuilder {
                        public func build(_ d: ViewDescriptor.Orders) -> any Screen { fatalError() }
                    }
                    """,
            ]])
        }
        #expect(failure?.diagnostics.map(\.description) == [
            "B.swift:2: error: OrdersFeatureBuilder.build(_: ViewDescriptor.Orders) is not public, so the host cannot call it; make OrdersFeatureBuilder and this build(_:) public",
        ])
        #expect(throws: ScanFailure.self) {
            try map(["OrdersFeature": ["A.swift": """
                public struct OrdersFeatureBuilder {
                    func build(_ d: ViewDescriptor.Orders) -> any Screen { fatalError() }
                }
                """]])
        }
    }

    @Test("refuses a file that does not parse, naming the line of the error, with the other modules' diagnostics")
    func malformed() {
        let failure = #expect(throws: ScanFailure.self) {
            try map([
                "AFeature": ["A.swift": """
                    public struct AFeatureBuilder {
                        public func build(_ d: ViewDescriptor.Orders) -> any Screen {
                    """],
                "BFeature": ["B.swift": "public struct BFeatureBuilder { public func build(_ d: ViewDescriptor.Orders) -> Int { 0 } }"],
            ])
        }
        #expect(failure?.diagnostics.count == 1)
        #expect(failure?.diagnostics.first?.file == "A.swift")
        #expect(failure?.diagnostics.first?.message == "this file does not parse; fix the syntax error before generating")
        #expect(failure?.diagnostics.first.map { $0.line >= 2 } == true)
    }
}
