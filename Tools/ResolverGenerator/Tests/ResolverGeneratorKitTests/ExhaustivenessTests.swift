import Foundation
import ResolverGeneratorKit
import Testing

/// The point of generating: a host answers exactly the descriptors its features use, or does not
/// compile; and resolving is a direct call chosen by the descriptor's type. Proven with the real
/// compiler on a small Core, its generated resolver and small hosts.
@Suite("Exhaustiveness, checked by the compiler", .timeLimit(.minutes(5)))
struct ExhaustivenessTests {
    /// Core as the repository declares it: `TypedDescriptor` names only its `Output`.
    static let core = """
    @MainActor public protocol Screen: AnyObject {}
    public protocol TypedDescriptor: Sendable {
        associatedtype Output
    }
    public enum ViewDescriptor {
        public struct Orders: TypedDescriptor { public typealias Output = String; public init() {} }
        public struct OrderDetails: TypedDescriptor {
            public typealias Output = String
            public let id: Int
            public init(id: Int) { self.id = id }
        }
    }
    public enum UseCaseDescriptor {
        public struct Total: TypedDescriptor { public typealias Output = Int; public init() {} }
    }
    """

    /// The requirement each fixture host may answer, by name.
    static let answers = [
        "resolveViewOrders": "func resolveViewOrders(_ d: ViewDescriptor.Orders) -> String { \"orders\" }",
        "resolveViewOrderDetails": "func resolveViewOrderDetails(_ d: ViewDescriptor.OrderDetails) -> String { \"order \\(d.id)\" }",
        "resolveUseCaseTotal": "func resolveUseCaseTotal(_ d: UseCaseDescriptor.Total) -> Int { 42 }",
    ]

    /// A host class declaring `conformances` and answering `requirements`.
    static func host(_ name: String, conformingTo conformances: String, answering requirements: [String]) -> String {
        """
        @MainActor final class \(name): \(conformances) {
            \(requirements.map { answers[$0]! }.joined(separator: "\n    "))
        }
        """
    }

    /// Core (with `extraCore`) and its generated resolver, as files.
    static func coreFiles(extraCore: String = "") throws -> [String: String] {
        let descriptors = try DescriptorScanner.scan(files: [("Core.swift", core), ("CoreExtra.swift", extraCore)])
        return ["Core.swift": core, "CoreExtra.swift": extraCore, "Generated.swift": ResolverRenderer.render(descriptors)]
    }

    /// Type-checks Core, the generated resolver and `files` together as one module.
    static func typecheck(_ files: [String: String], extraCore: String = "") throws -> (status: Int32, output: String) {
        try Fixture(try coreFiles(extraCore: extraCore).merging(files) { $1 }).swiftc(["-typecheck", "-module-name", "Fixture"])
    }

    /// Builds Core, the generated resolver and `files` (one of them `main.swift`) into a program and
    /// runs it; returns what it printed, or the compiler's messages when it does not build.
    static func run(_ files: [String: String], extraCore: String = "") throws -> (status: Int32, output: String) {
        let fixture = try Fixture(try coreFiles(extraCore: extraCore).merging(files) { $1 })
        let built = try fixture.swiftc(["-module-name", "Fixture", "-o", fixture.path("program")])
        guard built.status == 0 else { return built }
        return try Fixture.execute(fixture.path("program"), [])
    }

    // MARK: Per-descriptor protocols

    @Test("a host conforming to the protocols of the descriptors it uses type-checks and resolves them by type")
    func narrowHost() throws {
        let result = try Self.run(["main.swift": """
            /// A feature's environment: the descriptors it uses, and no other.
            protocol OrdersFeatureEnvironment: ResolvesViewOrders, ResolvesViewOrderDetails {}
            \(Self.host("Host", conformingTo: "OrdersFeatureEnvironment", answering: ["resolveViewOrders", "resolveViewOrderDetails"]))
            @MainActor func details(in environment: some OrdersFeatureEnvironment) -> String {
                environment.resolve(ViewDescriptor.OrderDetails(id: 8))
            }
            let host = Host()
            print(host.resolve(ViewDescriptor.OrderDetails(id: 7)))
            print(host.resolve(ViewDescriptor.Orders()))
            print(details(in: host))
            """])
        // No resolveUseCaseTotal: the host is not asked for what its feature does not use.
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "order 7\norders\norder 8\n")
    }

    @Test("a host that declares a Resolves… protocol but forgets its requirement is rejected, naming both")
    func missingRequirement() throws {
        let result = try Self.typecheck(["Host.swift": Self.host(
            "OrdersHost", conformingTo: "ResolvesViewOrders, ResolvesViewOrderDetails", answering: ["resolveViewOrders"])])
        #expect(result.status != 0)
        #expect(result.output.contains("type 'OrdersHost' does not conform to protocol 'ResolvesViewOrderDetails'"), "\(result.output)")
        #expect(result.output.contains("protocol requires function 'resolveViewOrderDetails'"), "\(result.output)")
    }

    @Test("a host cannot resolve a descriptor whose protocol it does not conform to")
    func undeclaredDescriptor() throws {
        let result = try Self.typecheck(["Host.swift": """
            \(Self.host("OrdersHost", conformingTo: "ResolvesViewOrders", answering: ["resolveViewOrders"]))
            @MainActor func total(_ host: OrdersHost) -> Int { host.resolve(UseCaseDescriptor.Total()) }
            """])
        #expect(result.status != 0)
        #expect(result.output.contains("Host.swift:4:"), "\(result.output)")
        #expect(result.output.contains("UseCaseDescriptor.Total"), "\(result.output)")
    }

    // MARK: DescriptorResolver, every protocol at once

    @Test("a type conforming to DescriptorResolver answering every descriptor type-checks")
    func allComplete() throws {
        let result = try Self.typecheck(["All.swift": """
            \(Self.host("Everything", conformingTo: "DescriptorResolver", answering: ["resolveViewOrders", "resolveViewOrderDetails", "resolveUseCaseTotal"]))
            @MainActor func total(_ resolver: some DescriptorResolver) -> Int { resolver.resolve(UseCaseDescriptor.Total()) }
            @MainActor func use() -> Int { total(Everything()) }
            """])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("a type conforming to DescriptorResolver must answer all: forgetting one is rejected, naming it")
    func allMissingOne() throws {
        let result = try Self.typecheck(["All.swift": Self.host(
            "Everything", conformingTo: "DescriptorResolver", answering: ["resolveViewOrders", "resolveUseCaseTotal"])])
        #expect(result.status != 0)
        #expect(result.output.contains("type 'Everything' does not conform to protocol 'ResolvesViewOrderDetails'"), "\(result.output)")
        #expect(result.output.contains("resolveViewOrderDetails"), "\(result.output)")
        #expect(!result.output.contains("'ResolvesViewOrders'"), "\(result.output)")
        #expect(!result.output.contains("'ResolvesUseCaseTotal'"), "\(result.output)")
    }

    // MARK: StubEnvironment

    /// A stub host as `StubEnvironment.swift` writes it: handlers by type, a fallback for every
    /// `String` descriptor, and `totalFallback` for the one whose Output is `Int`.
    static func stubEnvironment(totalFallback: String) -> String {
        """
        import Core
        @MainActor public final class StubEnvironment: DescriptorResolver {
            private var handlers: [ObjectIdentifier: Any] = [:]
            public func on<D: TypedDescriptor>(_ type: D.Type, _ handler: @escaping @MainActor (D) -> D.Output) {
                handlers[ObjectIdentifier(type)] = handler
            }
            public func handler<D: TypedDescriptor>(for type: D.Type) -> (@MainActor (D) -> D.Output)? {
                handlers[ObjectIdentifier(type)] as? @MainActor (D) -> D.Output
            }
            public func fallback<D: TypedDescriptor>(_ descriptor: D) -> String where D.Output == String { "placeholder" }
            \(totalFallback)
        }
        """
    }

    /// Builds Core and its generated resolver as module `Core`, then type-checks `stub` with the
    /// generated stub requirements against it, as SomeFeatureStubs is built.
    static func typecheck(stub: String) throws -> (status: Int32, output: String) {
        let descriptors = try DescriptorScanner.scan(files: [("Core.swift", core)])
        let fixture = try Fixture([
            "Core.swift": core, "Generated.swift": ResolverRenderer.render(descriptors),
            "StubEnvironment.swift": stub, "Stub.generated.swift": StubRenderer.render(descriptors),
        ])
        let core = try fixture.swiftc(["-emit-module", "-module-name", "Core", "-emit-module-path", fixture.path("Core.swiftmodule")],
                                      files: ["Core.swift", "Generated.swift"])
        guard core.status == 0 else { return core }
        return try fixture.swiftc(["-typecheck", "-module-name", "Stubs", "-I", fixture.folder.path],
                                  files: ["StubEnvironment.swift", "Stub.generated.swift"])
    }

    @Test("the generated stub requirements complete the stub host, which conforms to DescriptorResolver")
    func stubComplete() throws {
        let result = try Self.typecheck(stub: Self.stubEnvironment(totalFallback: "public func fallback(_ d: UseCaseDescriptor.Total) -> Int { 0 }"))
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("a descriptor the stub host has no fallback for is rejected in its generated requirement")
    func stubMissingFallback() throws {
        let result = try Self.typecheck(stub: Self.stubEnvironment(totalFallback: ""))
        #expect(result.status != 0)
        #expect(result.output.contains("Stub.generated.swift"), "\(result.output)")
        #expect(result.output.contains("instance method 'fallback' requires the types"), "\(result.output)")
    }

    // MARK: An app's generated environment

    /// A descriptor no feature builds and whose Output is optional.
    static let receipt = """
    extension ViewDescriptor {
        public struct Receipt: TypedDescriptor { public typealias Output = String?; public init() {} }
    }
    """

    /// What the generated environment refers to outside Core: the runtime's pieces, a feature
    /// (its environment, builder and host), and the app. `answersTotal` gives the app its own
    /// `resolveUseCaseTotal`.
    static func appSupport(answersTotal: Bool) -> String {
        """
        public protocol AnalyticsService: Sendable {}
        public protocol WallClock: Sendable {}
        struct Silent: AnalyticsService {}
        struct Stopped: WallClock {}
        public final class AppRun: Sendable {
            public let clock: any WallClock = Stopped()
            public init() {}
            public func analytics() -> any AnalyticsService { Silent() }
        }
        public struct HostedFeature<App>: Sendable { let name: String }
        extension HostedFeature { public static var ordersFeature: Self { Self(name: "orders") } }

        /// The feature: its environment uses three descriptors, its builder builds one.
        public protocol OrdersFeatureEnvironment: ResolvesViewOrders, ResolvesUseCaseTotal, ResolvesViewReceipt {}
        @MainActor public struct OrdersFeatureBuilder {
            let environment: any OrdersFeatureEnvironment
            public init(environment: any OrdersFeatureEnvironment) { self.environment = environment }
            public func build(_ descriptor: ViewDescriptor.Orders) -> String {
                "orders, total \\(environment.resolve(UseCaseDescriptor.Total()))"
            }
        }
        /// Its host module.
        public protocol OrdersFeatureHostEnvironment: OrdersFeatureEnvironment {}
        public protocol OrdersFeatureHosting {}
        public struct OrdersFeatureParts: Sendable { public init<A>(hostedBy: A.Type, run: AppRun) {} }

        public enum OrderApp: OrdersFeatureHosting {
            \(answersTotal ? "@MainActor static func resolveUseCaseTotal(_ d: UseCaseDescriptor.Total, in environment: OrderAppEnvironment) -> Int { 42 }" : "")
        }
        """
    }

    /// OrderApp's environment as the generator writes it for `appSupport`, without its imports
    /// (the fixture is one module).
    static func appEnvironment(answersTotal: Bool) throws -> String {
        let descriptors = try DescriptorScanner.scan(files: [("Core.swift", core), ("CoreExtra.swift", receipt)])
        let map = FeatureMap(
            descriptors: descriptors,
            builds: ["ViewDescriptor.Orders": FeatureBuild(descriptor: "ViewDescriptor.Orders", builder: "OrdersFeatureBuilder", module: "OrdersFeature", file: "B.swift", line: 1)],
            uses: ["OrdersFeature": ["ViewDescriptor.Orders", "UseCaseDescriptor.Total", "ViewDescriptor.Receipt"]])
        let app = HostingApp(name: "OrderApp", folder: "Apps/OrderApp", features: ["OrdersFeature"],
                             answers: answersTotal ? ["resolveUseCaseTotal"] : [], file: "OrderApp.swift", line: 1)
        return AppEnvironmentRenderer.render(app, map: map).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
    }

    @Test("an app's generated environment builds, and answers by the feature's builder, the app, or nil")
    func appEnvironmentRuns() throws {
        let result = try Self.run([
            "Support.swift": Self.appSupport(answersTotal: true),
            "OrderApp+Environment.generated.swift": try Self.appEnvironment(answersTotal: true),
            "main.swift": """
                let environment = OrderApp.makeEnvironment(AppRun())
                print(environment.resolve(ViewDescriptor.Orders()))
                print(environment.resolve(UseCaseDescriptor.Total()))
                print(environment.resolve(ViewDescriptor.Receipt()) ?? "no receipt")
                print(OrderApp.features.count)
                """,
        ], extraCore: Self.receipt)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "orders, total 42\n42\nno receipt\n1\n")
    }

    @Test("an app without its own answer to a descriptor no hosted feature builds is rejected, naming the app and the function")
    func appEnvironmentMissingAnswer() throws {
        // The scanner found no resolveUseCaseTotal, but the Output is not optional: the app must answer.
        let result = try Self.typecheck([
            "Support.swift": Self.appSupport(answersTotal: false),
            "OrderApp+Environment.generated.swift": try Self.appEnvironment(answersTotal: false),
        ], extraCore: Self.receipt)
        #expect(result.status != 0)
        #expect(result.output.contains("OrderApp+Environment.generated.swift"), "\(result.output)")
        #expect(result.output.contains("type 'OrderApp' has no member 'resolveUseCaseTotal'"), "\(result.output)")
    }
}

/// Files in a temporary folder, given to `swiftc`; the folder goes when the fixture does.
final class Fixture {
    let folder: URL
    let names: [String]

    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("exhaustive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        names = files.keys.sorted()
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs `swiftc` in Swift 6 mode on `files` (every file when nil).
    func swiftc(_ arguments: [String], files: [String]? = nil) throws -> (status: Int32, output: String) {
        try Self.execute("/usr/bin/env", ["swiftc", "-swift-version", "6"] + arguments + (files ?? names).map(path))
    }

    /// Runs a program; returns its status and everything it wrote.
    static func execute(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
