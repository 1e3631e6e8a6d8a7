import ResolverGeneratorKit
import Testing

/// A descriptor whose Output is a list is gathered: every hosted feature that builds it adds to
/// it, so a feature can offer something on another feature's screen without either naming the
/// other, and an app with no such feature answers an empty list.
@Suite("Gathered descriptors (Output a list)", .timeLimit(.minutes(2)))
struct GatheredDescriptorTests {
    static let actions = Descriptor(path: ["ViewDescriptor", "ItemActions"], file: "Core.swift", line: 1, outputIsList: true)
    static let list = Descriptor(path: ["ViewDescriptor", "List"], file: "Core.swift", line: 2)

    static func builder(_ module: String) -> String {
        """
        public struct \(module)Builder {
            public func build(_ d: ViewDescriptor.ItemActions) -> [ItemAction] { [] }
        }
        """
    }

    static func map() throws -> FeatureMap {
        let scanned = try BuilderScanner.map([actions, list], features: [
            (module: "ActivityFeature", files: [(path: "A.swift", source: builder("ActivityFeature"))]),
            (module: "ChecklistFeature", files: [(path: "C.swift", source: builder("ChecklistFeature"))]),
            (module: "ListFeature", files: [(path: "L.swift", source: """
                public struct ListFeatureBuilder {
                    public func build(_ d: ViewDescriptor.List) -> any Screen { fatalError() }
                }
                """)]),
        ])
        return FeatureMap(descriptors: scanned.descriptors, builds: scanned.builds, contributions: scanned.contributions,
                          uses: ["ListFeature": [actions.qualifiedName, list.qualifiedName]])
    }

    static func app(_ features: [String]) -> HostingApp {
        HostingApp(name: "OrderApp", folder: "Apps/OrderApp", features: features, answers: [], file: "Apps/OrderApp/OrderApp.swift", line: 3)
    }

    @Test("marks a descriptor whose Output is a list, written [T] or Array<T>, and not a dictionary")
    func scansLists() {
        let found = DescriptorScanner.scan(source: """
            public enum ViewDescriptor {
                public struct Actions: TypedDescriptor { public typealias Output = [ItemAction] }
                public struct Spelled: TypedDescriptor { public typealias Output = Array<Int> }
                public struct Keyed: TypedDescriptor { public typealias Output = [String: Int] }
                public struct Screenful: TypedDescriptor { public typealias Output = any Screen }
            }
            """, file: "Fixture.swift")
        let lists = Dictionary(uniqueKeysWithValues: found.descriptors.map { ($0.path.last!, $0.outputIsList) })
        #expect(lists == ["Actions": true, "Spelled": true, "Keyed": false, "Screenful": false])
    }

    @Test("two features may build a gathered descriptor; neither is refused, and nothing is the app's to supply")
    func manyBuilders() throws {
        let map = try Self.map()
        #expect(map.contributions[Self.actions.qualifiedName]?.map(\.module) == ["ActivityFeature", "ChecklistFeature"])
        #expect(map.builds[Self.actions.qualifiedName] == nil)
        #expect(map.supplied.isEmpty)
    }

    @Test("a feature that builds it twice is refused, naming both places")
    func twiceByOneFeature() {
        let failure = #expect(throws: ScanFailure.self) {
            try BuilderScanner.map([Self.actions], features: [(module: "ActivityFeature", files: [
                (path: "A.swift", source: Self.builder("ActivityFeature")),
                (path: "B.swift", source: "extension ActivityFeatureBuilder {\n    public func build(_ d: ViewDescriptor.ItemActions) -> [ItemAction] { [] }\n}"),
            ])])
        }
        #expect(failure?.diagnostics.map(\.description) == [
            "B.swift:2: error: ViewDescriptor.ItemActions is built twice by ActivityFeature (here and A.swift:2); a feature adds to a gathered descriptor once, so remove one",
        ])
    }

    @Test("an app's answer joins what its hosted features add, in the order it names them; one hosting none answers []")
    func answers() throws {
        let map = try Self.map()
        let both = AppEnvironmentRenderer.render(Self.app(["ListFeature", "ChecklistFeature", "ActivityFeature"]), map: map)
        #expect(both.contains("""
                /// `ViewDescriptor.ItemActions`, gathered from ChecklistFeature, ActivityFeature.
                public func resolveViewItemActions(_ descriptor: ViewDescriptor.ItemActions) -> ViewDescriptor.ItemActions.Output {
                    ChecklistFeatureBuilder(environment: self).build(descriptor)
                        + ActivityFeatureBuilder(environment: self).build(descriptor)
                }
            """))
        #expect(AppEnvironmentRenderer.homes(Self.app(["ListFeature", "ActivityFeature"]), map: map)[Self.actions.qualifiedName] == "ActivityFeature")
        let none = AppEnvironmentRenderer.render(Self.app(["ListFeature"]), map: map)
        #expect(none.contains("""
                /// `ViewDescriptor.ItemActions`, gathered: no feature OrderApp hosts adds to it.
                public func resolveViewItemActions(_ descriptor: ViewDescriptor.ItemActions) -> ViewDescriptor.ItemActions.Output {
                    []
                }
            """))
        #expect(!none.contains("ActivityFeatureBuilder"))
        #expect(AppEnvironmentRenderer.listedHomes(in: none)?[Self.actions.qualifiedName] == "not offered")
    }
}
