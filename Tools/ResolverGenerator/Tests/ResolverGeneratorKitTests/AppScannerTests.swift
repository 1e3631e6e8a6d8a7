import ResolverGeneratorKit
import Testing

@Suite("AppScanner", .timeLimit(.minutes(2)))
struct AppScannerTests {
    private func scan(_ files: [String: String], folder: String = "Apps/OrderApp") throws(ScanFailure) -> HostingApp? {
        try AppScanner.scan(folder: folder, files: files.keys.sorted().map { (path: $0, source: files[$0]!) })
    }

    @Test("finds the app type and the features it hosts, in the order its conformances name them")
    func found() throws {
        let app = try #require(try scan(["Apps/OrderApp/OrderApp.swift": """
            import AppRuntime
            import OtherFeatureHost

            /// App A.
            public enum OrderApp: Sendable, OtherFeatureHosting, SomeFeatureHost.SomeFeatureHosting {
                public static let commandName = "order-app"
            }
            """]))
        #expect(app.name == "OrderApp")
        #expect(app.features == ["OtherFeature", "SomeFeature"])
        #expect(app.folder == "Apps/OrderApp")
        #expect(app.file == "Apps/OrderApp/OrderApp.swift")
        #expect(app.line == 5)
        #expect(app.answers.isEmpty)
        #expect(app.outputPath == "Apps/OrderApp/OrderApp+Environment.generated.swift")
    }

    @Test("a struct hosts features as an enum does")
    func structApp() throws {
        let app = try #require(try scan(["Chat.swift": "struct ChatApp: SomeFeatureHosting {}"], folder: "Apps/ChatApp"))
        #expect(app.name == "ChatApp")
        #expect(app.features == ["SomeFeature"])
        #expect(app.outputPath == "Apps/ChatApp/ChatApp+Environment.generated.swift")
    }

    @Test("finds the app's static resolve functions, in its declaration and its extensions in any file of the folder")
    func answers() throws {
        let app = try #require(try scan([
            "A.swift": """
                public enum OrderApp: SomeFeatureHosting {
                    @MainActor public static func resolveUseCaseOtherSummary(_ d: UseCaseDescriptor.OtherSummary, in environment: OrderAppEnvironment) -> Int { 0 }
                    public func resolveViewInstance(_ d: ViewDescriptor.SomeList) {}
                    static func helper() {}
                }
                """,
            "B.swift": """
                extension OrderApp {
                    static func resolveViewBadge(_ d: ViewDescriptor.Badge, in environment: OrderAppEnvironment) -> String? { nil }
                }
                """,
        ]))
        #expect(app.answers == ["resolveUseCaseOtherSummary", "resolveViewBadge"])
    }

    @Test("counts only the app's own resolve functions, not those of other types in its folder")
    func otherTypesAnswers() throws {
        let app = try #require(try scan(["A.swift": """
            public enum OrderApp: SomeFeatureHosting {}
            enum OrderRouter {
                static func resolveViewBadge(_ d: ViewDescriptor.Badge) -> String? { nil }
            }
            extension OrderAdapter {
                static func resolveUseCaseTotal(_ d: UseCaseDescriptor.Total) -> Int { 0 }
            }
            """]))
        // The environment calls `OrderApp.resolve…`: a router's function would not compile there.
        #expect(app.answers.isEmpty)
    }

    @Test("ignores types with no …FeatureHosting conformance, protocols, nested and local types")
    func ignores() throws {
        #expect(try scan(["A.swift": """
            public enum OrderRouter: Sendable, DescriptorRouting {}
            public struct OrderAdapter: SomeBackend, OtherBackend {}
            enum Bare: FeatureHosting {}
            enum Near: SomeFeatureHostingLike, SomeFeatureHost {}
            public protocol SomeFeatureHosting: AppDefinition {}
            enum Namespace { enum Inner: SomeFeatureHosting {} }
            func make() { enum Local: SomeFeatureHosting {} }
            """]) == nil)
        #expect(try scan([:]) == nil)
    }

    @Test("refuses two types hosting features in one folder, naming both")
    func twoApps() {
        let failure = #expect(throws: ScanFailure.self) {
            try scan([
                "Apps/OrderApp/A.swift": "enum OrderApp: SomeFeatureHosting {}",
                "Apps/OrderApp/B.swift": "\n\nstruct SecondApp: OtherFeatureHosting {}",
            ])
        }
        #expect(failure?.diagnostics.map(\.description) == [
            "Apps/OrderApp/B.swift:3: error: SecondApp and OrderApp (Apps/OrderApp/A.swift:1) both host features in Apps/OrderApp; an app folder holds one app",
        ])
    }

    @Test("refuses a file that does not parse, naming the line")
    func malformed() {
        let failure = #expect(throws: ScanFailure.self) {
            try scan(["Apps/OrderApp/A.swift": "enum OrderApp: SomeFeatureHosting {\n    static func resolveX("])
        }
        #expect(failure?.diagnostics.count == 1)
        #expect(failure?.diagnostics.first?.file == "Apps/OrderApp/A.swift")
        #expect(failure?.diagnostics.first?.message == "this file does not parse; fix the syntax error before generating")
    }
}
