import Foundation
import ResolverGeneratorKit
import Testing

/// The point of generating: an app that does not answer every descriptor does not compile.
/// Proven with the real compiler on a small Core and app.
@Suite("Exhaustiveness, checked by the compiler")
struct ExhaustivenessTests {
    static let core = """
    @MainActor public protocol Screen: AnyObject {}
    public protocol TypedDescriptor: Sendable {
        associatedtype Output
        @MainActor func resolve(in resolver: any DescriptorResolver) -> Output
    }
    public enum ViewDescriptor {
        public struct Orders: TypedDescriptor { public typealias Output = String; public init() {} }
        public struct OrderDetails: TypedDescriptor { public typealias Output = String; public let id: Int }
    }
    public enum UseCaseDescriptor {
        public struct Total: TypedDescriptor { public typealias Output = Int; public init() {} }
    }
    """

    static func app(answering requirements: [String]) -> String {
        let bodies = [
            "resolveViewOrders": "func resolveViewOrders(_ d: ViewDescriptor.Orders) -> String { \"orders\" }",
            "resolveViewOrderDetails": "func resolveViewOrderDetails(_ d: ViewDescriptor.OrderDetails) -> String { \"order \\(d.id)\" }",
            "resolveUseCaseTotal": "func resolveUseCaseTotal(_ d: UseCaseDescriptor.Total) -> Int { 42 }",
        ]
        return """
        @MainActor final class App: DescriptorResolver {
            \(requirements.compactMap { bodies[$0] }.joined(separator: "\n    "))
        }
        @MainActor func use(_ app: App) -> String { app.resolve(ViewDescriptor.OrderDetails(id: 7)) }
        extension DescriptorResolver {
            func resolve<D: TypedDescriptor>(_ d: D) -> D.Output { d.resolve(in: self) }
        }
        """
    }

    /// Type-checks Core, the generated resolver and `app` together; returns the exit status and
    /// the compiler's messages.
    static func typecheck(app: String) throws -> (status: Int32, output: String) {
        let descriptors = try DescriptorScanner.scan(files: [("Core.swift", core)])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exhaustive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Core.swift": core, "Generated.swift": ResolverRenderer.render(descriptors), "App.swift": app]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try swiftc(["-typecheck", "-module-name", "Fixture"] + files.keys.sorted().map { folder.appendingPathComponent($0).path })
    }

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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("exhaustive-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["Core.swift": core, "Generated.swift": ResolverRenderer.render(descriptors),
                     "StubEnvironment.swift": stub, "Stub.generated.swift": StubRenderer.render(descriptors)]
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let core = try swiftc(["-emit-module", "-module-name", "Core", "-emit-module-path", folder.appendingPathComponent("Core.swiftmodule").path,
                               folder.appendingPathComponent("Core.swift").path, folder.appendingPathComponent("Generated.swift").path])
        guard core.status == 0 else { return core }
        return try swiftc(["-typecheck", "-module-name", "Stubs", "-I", folder.path,
                           folder.appendingPathComponent("StubEnvironment.swift").path, folder.appendingPathComponent("Stub.generated.swift").path])
    }

    private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("an app answering every descriptor type-checks")
    func complete() throws {
        let result = try Self.typecheck(app: Self.app(answering: ["resolveViewOrders", "resolveViewOrderDetails", "resolveUseCaseTotal"]))
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("an app that forgets one descriptor is rejected, and the error names it")
    func missingOne() throws {
        let result = try Self.typecheck(app: Self.app(answering: ["resolveViewOrders", "resolveUseCaseTotal"]))
        #expect(result.status != 0)
        #expect(result.output.contains("type 'App' does not conform to protocol 'DescriptorResolver'"), "\(result.output)")
        #expect(result.output.contains("resolveViewOrderDetails"), "\(result.output)")
    }

    @Test("the generated stub requirements complete the stub host: a handler, else a fallback")
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
}
