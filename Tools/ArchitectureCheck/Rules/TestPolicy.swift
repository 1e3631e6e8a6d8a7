/// How the rules file treats test targets: their kind, how a test names the module it tests,
/// and what every test may use beyond what its module may.
public struct TestPolicy: Hashable, Sendable, Decodable {
    /// The kind test targets are classified as (`test`).
    public let kind: ModuleKind
    /// The suffix that, stripped, gives the tested module's name (`SomeFeatureTests` tests `SomeFeature`).
    public let suffix: String
    /// Kinds every test may depend on besides its module's allowance (`stub`, for test doubles).
    public let alsoAllow: Set<ModuleKind>

    /// Makes a policy.
    public init(kind: ModuleKind, suffix: String, alsoAllow: Set<ModuleKind>) {
        self.kind = kind
        self.suffix = suffix
        self.alsoAllow = alsoAllow
    }

    /// The name of the module a test target tests, or nil when the name lacks the suffix.
    func testedModuleName(of testName: String) -> String? {
        guard testName.hasSuffix(suffix), testName.count > suffix.count else { return nil }
        return String(testName.dropLast(suffix.count))
    }
}
