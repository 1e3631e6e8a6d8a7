/// One entry of the rules file's `forbid` list: an edge that is a violation even where `allow`
/// would let it through, with the words that explain it.
public struct ForbiddenEdge: Hashable, Sendable, Decodable {
    /// The rule's name, printed in every violation (`feature-x-feature`).
    public let id: String
    /// Kinds whose modules, and whose modules' tests, may not have this edge.
    public let from: Set<ModuleKind>
    /// When set, the rule is about tests only: tests of modules of these kinds may not have this edge.
    public let testOf: Set<ModuleKind>?
    /// The kinds the edge may not reach; may hold ``ModuleKind/externalProduct`` or ``ModuleKind/anything``.
    public let to: Set<ModuleKind>
    /// Which rule the edge breaks (`a feature may not depend on another feature`).
    public let reason: String
    /// How to fix it; may use `{from}`, `{to}`, `{fromStem}`, `{toStem}`.
    public let fix: String

    /// Makes a rule.
    public init(
        id: String,
        from: Set<ModuleKind> = [],
        testOf: Set<ModuleKind>? = nil,
        to: Set<ModuleKind>,
        reason: String,
        fix: String
    ) {
        self.id = id
        self.from = from
        self.testOf = testOf
        self.to = to
        self.reason = reason
        self.fix = fix
    }

    private enum CodingKeys: String, CodingKey { case id, from, testOf, to, reason, fix }

    /// Reads one `forbid` entry; `from` may be left out when `testOf` is given.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        from = try container.decodeIfPresent(Set<ModuleKind>.self, forKey: .from) ?? []
        testOf = try container.decodeIfPresent(Set<ModuleKind>.self, forKey: .testOf)
        to = try container.decode(Set<ModuleKind>.self, forKey: .to)
        reason = try container.decode(String.self, forKey: .reason)
        fix = try container.decode(String.self, forKey: .fix)
        if from.isEmpty && testOf == nil {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "forbid entry \"\(id)\" needs \"from\" or \"testOf\""
            ))
        }
    }

    /// Whether the edge's target kind is one this rule forbids.
    func forbids(_ kind: ModuleKind) -> Bool {
        to.contains(.anything) || to.contains(kind)
    }
}
