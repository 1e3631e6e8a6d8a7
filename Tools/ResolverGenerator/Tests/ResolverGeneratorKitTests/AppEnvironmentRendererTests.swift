import ResolverGeneratorKit
import Testing

@Suite("AppEnvironmentRenderer", .timeLimit(.minutes(2)))
struct AppEnvironmentRendererTests {
    // Built by ListFeature.
    static let list = Descriptor(path: ["ViewDescriptor", "List"], file: "x", line: 1)
    // Built by DetailsFeature; its Output is not optional.
    static let details = Descriptor(path: ["ViewDescriptor", "Details"], file: "x", line: 2)
    // Built by DetailsFeature; its Output is optional.
    static let preview = Descriptor(path: ["ViewDescriptor", "Preview"], file: "x", line: 3, outputIsOptional: true)
    // Built by no feature.
    static let summary = Descriptor(path: ["UseCaseDescriptor", "Summary"], file: "x", line: 4)
    // Built by no feature; its Output is optional.
    static let badge = Descriptor(path: ["ViewDescriptor", "Badge"], file: "x", line: 5, outputIsOptional: true)
    // Built by ListFeature, optional: a hosted feature still builds it.
    static let footer = Descriptor(path: ["ViewDescriptor", "Footer"], file: "x", line: 6, outputIsOptional: true)
    // Used only by a feature the app does not host.
    static let unused = Descriptor(path: ["UseCaseDescriptor", "Unused"], file: "x", line: 7)

    static func build(_ descriptor: Descriptor, by module: String) -> FeatureBuild {
        FeatureBuild(descriptor: descriptor.qualifiedName, builder: "\(module)Builder", module: module, file: "y", line: 1)
    }

    static let map = FeatureMap(
        descriptors: [list, details, preview, summary, badge, footer, unused],
        builds: [
            list.qualifiedName: build(list, by: "ListFeature"),
            footer.qualifiedName: build(footer, by: "ListFeature"),
            details.qualifiedName: build(details, by: "DetailsFeature"),
            preview.qualifiedName: build(preview, by: "DetailsFeature"),
        ],
        uses: [
            "ListFeature": [list, details, preview, summary, badge, footer].map(\.qualifiedName),
            "DetailsFeature": [details].map(\.qualifiedName),
            "OtherFeature": [unused].map(\.qualifiedName),
        ])

    static func app(_ features: [String], answers: Set<String> = []) -> HostingApp {
        HostingApp(name: "OrderApp", folder: "Apps/OrderApp", features: features, answers: answers, file: "Apps/OrderApp/OrderApp.swift", line: 3)
    }

    @Test("a descriptor a hosted feature builds goes to that feature, optional or not")
    func builtByHostedFeature() {
        let homes = AppEnvironmentRenderer.homes(Self.app(["ListFeature", "DetailsFeature"]), map: Self.map)
        #expect(homes[Self.list.qualifiedName] == "ListFeature")
        #expect(homes[Self.footer.qualifiedName] == "ListFeature")
        #expect(homes[Self.details.qualifiedName] == "DetailsFeature")
        #expect(homes[Self.preview.qualifiedName] == "DetailsFeature")
    }

    @Test("a descriptor built by a feature the app does not host is the app's; not offered when optional and the app does not answer it")
    func builtByFeatureNotHosted() {
        let homes = AppEnvironmentRenderer.homes(Self.app(["ListFeature"]), map: Self.map)
        #expect(homes == [
            "ViewDescriptor.List": "ListFeature",
            "ViewDescriptor.Footer": "ListFeature",
            "ViewDescriptor.Details": "app",
            "ViewDescriptor.Preview": "not offered",
            "UseCaseDescriptor.Summary": "app",
            "ViewDescriptor.Badge": "not offered",
        ])
    }

    @Test("an optional descriptor no hosted feature builds is the app's when the app declares its own resolve function")
    func appAnswersOptional() {
        let homes = AppEnvironmentRenderer.homes(Self.app(["ListFeature"], answers: ["resolveViewPreview", "resolveViewBadge"]), map: Self.map)
        #expect(homes["ViewDescriptor.Preview"] == "app")
        #expect(homes["ViewDescriptor.Badge"] == "app")
        // An app's own answer does not take a descriptor from the feature that builds it.
        let hostingBoth = AppEnvironmentRenderer.homes(Self.app(["ListFeature", "DetailsFeature"], answers: ["resolveViewPreview", "resolveViewList"]), map: Self.map)
        #expect(hostingBoth["ViewDescriptor.Preview"] == "DetailsFeature")
        #expect(hostingBoth["ViewDescriptor.List"] == "ListFeature")
    }

    @Test("covers only the descriptors the hosted features use")
    func onlyUsed() {
        let onlyDetails = AppEnvironmentRenderer.homes(Self.app(["DetailsFeature"]), map: Self.map)
        #expect(onlyDetails == ["ViewDescriptor.Details": "DetailsFeature"])
        let text = AppEnvironmentRenderer.render(Self.app(["ListFeature"]), map: Self.map)
        #expect(!text.contains("UseCaseDescriptor.Unused"))
        #expect(!text.contains("resolveUseCaseUnused"))
    }

    @Test("answers each used descriptor once: by the feature's builder, the app's static function, or nil")
    func bodies() {
        let text = AppEnvironmentRenderer.render(Self.app(["ListFeature"]), map: Self.map)
        func answer(_ descriptor: Descriptor, _ body: String) -> String {
            "public func \(descriptor.requirementName)(_ descriptor: \(descriptor.qualifiedName)) -> \(descriptor.qualifiedName).Output {\n        \(body)\n    }"
        }
        #expect(text.contains(answer(Self.list, "ListFeatureBuilder(environment: self).build(descriptor)")))
        #expect(text.contains(answer(Self.footer, "ListFeatureBuilder(environment: self).build(descriptor)")))
        #expect(text.contains(answer(Self.details, "OrderApp.resolveViewDetails(descriptor, in: self)")))
        #expect(text.contains(answer(Self.summary, "OrderApp.resolveUseCaseSummary(descriptor, in: self)")))
        #expect(text.contains(answer(Self.preview, "nil")))
        #expect(text.contains(answer(Self.badge, "nil")))
        #expect(!text.contains("DetailsFeatureBuilder"))
        for descriptor in [Self.list, Self.footer, Self.details, Self.summary, Self.preview, Self.badge] {
            #expect(text.components(separatedBy: "public func \(descriptor.requirementName)(").count == 2, "\(descriptor.qualifiedName)")
        }
    }

    @Test("conforms to the host environment of exactly the hosted features, and lists them in the app's order")
    func features() {
        let text = AppEnvironmentRenderer.render(Self.app(["ListFeature", "DetailsFeature"]), map: Self.map)
        #expect(text.contains("public final class OrderAppEnvironment: ListFeatureHostEnvironment, DetailsFeatureHostEnvironment {\n"))
        #expect(text.contains("public static var features: [HostedFeature<OrderApp>] { [.listFeature, .detailsFeature] }"))
        #expect(text.contains("    public let listParts: ListFeatureParts\n    public let detailsParts: DetailsFeatureParts\n"))
        #expect(text.contains("        listParts = ListFeatureParts(hostedBy: OrderApp.self, run: run)\n"))
        #expect(text.contains("@MainActor public static func makeEnvironment(_ run: AppRun) -> OrderAppEnvironment {"))
        #expect(!text.contains("OtherFeature"))
        let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
        #expect(imports == ["import AppRuntime", "import Core", "import DetailsFeature", "import DetailsFeatureHost", "import ListFeature", "import ListFeatureHost"])
        #expect(AppEnvironmentRenderer.environmentName(Self.app([])) == "OrderAppEnvironment")
    }

    @Test("its header says what the app hosts and where each descriptor goes, and reads back")
    func header() {
        let app = Self.app(["ListFeature"], answers: ["resolveViewBadge"])
        let text = AppEnvironmentRenderer.render(app, map: Self.map)
        #expect(text.contains("""
            // Hosts: ListFeature
            // Built by features: ViewDescriptor.Footer (ListFeature), ViewDescriptor.List (ListFeature)
            // Supplied by the app: UseCaseDescriptor.Summary, ViewDescriptor.Badge, ViewDescriptor.Details
            // Not offered: ViewDescriptor.Preview

            """))
        #expect(AppEnvironmentRenderer.listedHomes(in: text) == AppEnvironmentRenderer.homes(app, map: Self.map))
        #expect(AppEnvironmentRenderer.listedFeatures(in: text) == ["ListFeature"])
        #expect(AppEnvironmentRenderer.listedHomes(in: "// nothing") == nil)
        #expect(AppEnvironmentRenderer.listedFeatures(in: "// nothing") == nil)
        let everythingBuilt = AppEnvironmentRenderer.render(Self.app(["DetailsFeature"]), map: Self.map)
        #expect(everythingBuilt.contains("// Supplied by the app: none\n// Not offered: none\n"))
        #expect(AppEnvironmentRenderer.listedHomes(in: everythingBuilt) == ["ViewDescriptor.Details": "DetailsFeature"])
    }

    @Test("is deterministic whatever order the descriptors and uses were found in")
    func deterministic() {
        let shuffled = FeatureMap(
            descriptors: Self.map.descriptors.reversed(), builds: Self.map.builds,
            uses: Self.map.uses.mapValues { $0.reversed() })
        let app = Self.app(["ListFeature", "DetailsFeature"])
        #expect(AppEnvironmentRenderer.render(app, map: Self.map) == AppEnvironmentRenderer.render(app, map: shuffled))
    }

    @Test("has no cast, no default branch and no fatalError")
    func noEscapeHatches() {
        let text = AppEnvironmentRenderer.render(Self.app(["ListFeature"]), map: Self.map)
        for forbidden in ["as!", "as?", "default:", "fatalError", "switch"] {
            #expect(!text.contains(forbidden), "\(forbidden)")
        }
    }
}
