import ResolverGeneratorKit
import Testing

@Suite("DescriptorScanner", .timeLimit(.minutes(2)))
struct ScannerTests {
    private func names(_ source: String) -> [String] {
        let result = DescriptorScanner.scan(source: source, file: "Fixture.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result.descriptors.map(\.qualifiedName)
    }

    private func diagnostics(_ source: String) -> [GeneratorDiagnostic] {
        DescriptorScanner.scan(source: source, file: "Fixture.swift").diagnostics
    }

    @Test("finds a struct declared with the conformance")
    func structConformance() {
        #expect(names("public struct Plain: TypedDescriptor { typealias Output = Int }") == ["Plain"])
    }

    @Test("finds a conformance added by an extension, also qualified with the module")
    func extensionConformance() {
        #expect(names("""
        public enum ViewDescriptor { public struct Late {} }
        extension ViewDescriptor.Late: TypedDescriptor { public typealias Output = Int }
        public struct Qualified: Core.TypedDescriptor {}
        """) == ["ViewDescriptor.Late", "Qualified"])
    }

    @Test("keeps the path of nested namespaces, including a namespace reopened by an extension")
    func nested() {
        #expect(names("""
        public enum UseCaseDescriptor {
            public enum Orders { public struct Summary: Sendable, TypedDescriptor {} }
        }
        extension ViewDescriptor {
            public struct Added: TypedDescriptor {}
        }
        """) == ["UseCaseDescriptor.Orders.Summary", "ViewDescriptor.Added"])
    }

    @Test("ignores types that do not conform, and local types inside functions")
    func ignores() {
        #expect(names("""
        struct Unrelated: Sendable {}
        protocol TypedDescriptorLike {}
        struct Near: TypedDescriptorLike {}
        func helper() { struct Local: TypedDescriptor {} }
        """) == [])
    }

    @Test("rejects a generic descriptor, naming the file and the line")
    func generic() {
        let found = diagnostics("""
        enum ViewDescriptor {

            struct Box<T>: TypedDescriptor { typealias Output = T }
        }
        """)
        #expect(found.count == 1)
        #expect(found.first?.description.hasPrefix("Fixture.swift:3: error: ViewDescriptor.Box is generic;") == true)
    }

    @Test("rejects a descriptor nested in a generic type")
    func insideGeneric() {
        let found = diagnostics("struct Outer<T> { struct Inner: TypedDescriptor {} }")
        #expect(found.map(\.line) == [1])
        #expect(found.first?.message.hasPrefix("Outer.Inner is generic") == true)
    }

    @Test("rejects a file that does not parse, naming the line of the error")
    func malformed() {
        let found = diagnostics("""
        enum ViewDescriptor {
            struct Fine: TypedDescriptor {}
            struct Broken: TypedDescriptor {
        """)
        #expect(found.count == 1)
        #expect(found.first?.message == "this file does not parse; fix the syntax error before generating")
        #expect(found.first.map { $0.line >= 3 } == true)
    }

    @Test("merges two declarations of one descriptor; rejects two descriptors that would share a requirement")
    func merging() throws {
        let merged = try DescriptorScanner.scan(files: [
            ("A.swift", "enum ViewDescriptor { struct One: TypedDescriptor {} }"),
            ("B.swift", "extension ViewDescriptor.One: TypedDescriptor {}"),
        ])
        #expect(merged.map(\.qualifiedName) == ["ViewDescriptor.One"])
        #expect(throws: ScanFailure.self) {
            try DescriptorScanner.scan(files: [
                ("A.swift", "enum ViewDescriptor { struct Clash: TypedDescriptor {} }"),
                ("B.swift", "enum View { struct Clash: TypedDescriptor {} }"),
            ])
        }
    }

    @Test("names requirements after the path, without the namespaces' Descriptor suffix")
    func requirementNames() {
        #expect(Descriptor(path: ["ViewDescriptor", "OtherDetails"], file: "", line: 1).requirementName == "resolveViewOtherDetails")
        #expect(Descriptor(path: ["UseCaseDescriptor", "OtherSummary"], file: "", line: 1).requirementName == "resolveUseCaseOtherSummary")
        #expect(Descriptor(path: ["Plain"], file: "", line: 1).requirementName == "resolvePlain")
    }

    @Test("marks a descriptor whose Output is optional, written T? or Optional<T>")
    func optionalOutput() {
        let found = DescriptorScanner.scan(source: """
            public enum ViewDescriptor {
                public struct Badge: TypedDescriptor { public typealias Output = (any Screen)? }
                public struct Label: TypedDescriptor { public typealias Output = String? }
                public struct Spelled: TypedDescriptor { public typealias Output = Optional<Int> }
                public struct Screenful: TypedDescriptor { public typealias Output = any Screen }
                public struct Wrapped: TypedDescriptor { public typealias Output = [String?] }
                public struct Elsewhere: TypedDescriptor {
                    public typealias Output = Int
                    public typealias Fallback = String?
                }
                public struct Unsaid: TypedDescriptor {}
            }
            """, file: "Fixture.swift")
        #expect(found.diagnostics.isEmpty)
        let optional = Dictionary(uniqueKeysWithValues: found.descriptors.map { ($0.path.last!, $0.outputIsOptional) })
        #expect(optional == [
            "Badge": true, "Label": true, "Spelled": true,
            "Screenful": false, "Wrapped": false, "Elsewhere": false, "Unsaid": false,
        ])
    }

    @Test("reads an optional Output given by an extension, and keeps it when the struct and the extension are merged")
    func optionalOutputMerged() throws {
        let late = DescriptorScanner.scan(source: """
            public enum ViewDescriptor { public struct Late {} }
            extension ViewDescriptor.Late: TypedDescriptor { public typealias Output = (any Screen)? }
            """, file: "Fixture.swift")
        #expect(late.descriptors.map(\.outputIsOptional) == [true])
        // Declared in one file, its Output given in another: still optional, whichever comes first.
        for order in [["A.swift", "B.swift"], ["B.swift", "A.swift"]] {
            let sources = [
                "A.swift": "public enum ViewDescriptor { public struct Badge: TypedDescriptor {} }",
                "B.swift": "extension ViewDescriptor.Badge: TypedDescriptor { public typealias Output = String? }",
            ]
            let merged = try DescriptorScanner.scan(files: order.map { ($0, sources[$0]!) })
            #expect(merged.map(\.qualifiedName) == ["ViewDescriptor.Badge"])
            #expect(merged.map(\.outputIsOptional) == [true], "\(order)")
        }
        #expect(Descriptor(path: ["X"], file: "", line: 1).outputIsOptional == false)
    }
}
