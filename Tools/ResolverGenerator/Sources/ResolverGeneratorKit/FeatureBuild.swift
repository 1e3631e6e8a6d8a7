/// One `build(_:)` method of a feature builder: `SomeFeatureBuilder.build(_: ViewDescriptor.SomeList)`.
public struct FeatureBuild: Hashable, Sendable {
    /// The parameter's type as written, without a leading module name: `ViewDescriptor.SomeList`.
    public let descriptor: String
    /// The builder type: `SomeFeatureBuilder`.
    public let builder: String
    /// The feature module the builder is in (its folder under Modules): `SomeFeature`.
    public let module: String
    /// Whether another module can call it: the builder and the method are both public.
    public let isPublic: Bool
    /// Where the method is declared, for messages.
    public let file: String
    public let line: Int

    public init(descriptor: String, builder: String, module: String, isPublic: Bool = true, file: String, line: Int) {
        self.descriptor = descriptor
        self.builder = builder
        self.module = module
        self.isPublic = isPublic
        self.file = file
        self.line = line
    }
}

/// Which descriptors the features build, and which each feature uses.
public struct FeatureMap: Equatable, Sendable {
    /// Every descriptor in Core, sorted.
    public let descriptors: [Descriptor]
    /// The builder of each descriptor a feature builds, by qualified name.
    public let builds: [String: FeatureBuild]
    /// The builders of each gathered descriptor (its `Output` a list), by qualified name: any
    /// number of features add to it.
    public let contributions: [String: [FeatureBuild]]
    /// The descriptors each feature module's environment uses (its `Resolves…` protocols).
    public let uses: [String: [String]]

    public init(descriptors: [Descriptor], builds: [String: FeatureBuild], contributions: [String: [FeatureBuild]] = [:],
                uses: [String: [String]] = [:]) {
        self.descriptors = descriptors.sorted()
        self.builds = builds
        self.contributions = contributions
        self.uses = uses
    }

    /// The same map, with what each feature uses.
    func using(_ uses: [String: [String]]) -> FeatureMap {
        FeatureMap(descriptors: descriptors, builds: builds, contributions: contributions, uses: uses)
    }

    /// The descriptors no feature builds and none gathers: each app answers them.
    public var supplied: [Descriptor] { descriptors.filter { builds[$0.qualifiedName] == nil && !$0.outputIsList } }

    /// The feature modules that build at least one descriptor, sorted.
    public var modules: [String] { Set(builds.values.map(\.module) + contributions.values.flatMap { $0.map(\.module) }).sorted() }
}
