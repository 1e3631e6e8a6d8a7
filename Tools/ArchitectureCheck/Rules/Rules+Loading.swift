import Foundation

extension Rules {
    /// Reads and validates the rules file's JSON.
    ///
    /// - Throws: ``ArchitectureCheckError/malformedRules(detail:)`` when the JSON does not have
    ///   the rules file's shape, names an undeclared kind, or classifies the same name or
    ///   prefix twice.
    public init(json: Data) throws {
        let file: RulesFile
        do {
            file = try JSONDecoder().decode(RulesFile.self, from: json)
        } catch {
            throw ArchitectureCheckError.malformedRules(detail: (error as? DecodingError)?.summary ?? "\(error)")
        }
        self.init(
            kinds: file.kinds,
            classification: file.classify,
            allowed: Dictionary(
                file.allow.map { (ModuleKind($0.key), Set($0.value)) },
                uniquingKeysWith: { first, _ in first }
            ),
            forbidden: file.forbid,
            tests: file.tests,
            executables: file.executables ?? [],
            imports: file.imports ?? []
        )
        if let problem = firstProblem() {
            throw ArchitectureCheckError.malformedRules(detail: problem)
        }
    }

    /// The first inconsistency in the rules, said so a person can fix the file.
    func firstProblem() -> String? {
        let declared = Set(kinds.map(\.name))
        if declared.count != kinds.count { return "a kind is declared twice in \"kinds\"" }
        let asTarget = declared.union([.externalProduct])

        var uses: [(ModuleKind, String, Set<ModuleKind>)] = []
        uses += classification.map { ($0.kind, "classify", declared) }
        for (kind, targets) in allowed {
            uses.append((kind, "allow", declared))
            uses += targets.map { ($0, "allow.\(kind)", asTarget) }
        }
        uses.append((tests.kind, "tests.kind", declared))
        uses += tests.alsoAllow.map { ($0, "tests.alsoAllow", asTarget) }
        for rule in forbidden {
            uses += rule.from.map { ($0, "forbid \(rule.id).from", declared) }
            uses += (rule.testOf ?? []).map { ($0, "forbid \(rule.id).testOf", declared) }
            uses += rule.to.map { ($0, "forbid \(rule.id).to", asTarget.union([.anything])) }
        }
        for rule in executables {
            uses.append((rule.of, "executables \(rule.id).of", declared))
            uses.append((rule.mustNotContain, "executables \(rule.id).mustNotContain", declared))
        }
        for rule in imports {
            uses += rule.from.map { ($0, "imports \(rule.id).from", declared) }
        }
        if let (kind, place, _) = uses.first(where: { !$0.2.contains($0.0) }) {
            let known = declared.map(\.rawValue).sorted().joined(separator: ", ")
            return "\(place) names kind \"\(kind)\", which \"kinds\" does not declare (declared: \(known))"
        }

        var matches: Set<ClassificationRule.Match> = []
        if let twice = classification.first(where: { !matches.insert($0.match).inserted }) {
            return "classify lists \(twice.match) twice; keep one entry"
        }
        var ids: Set<String> = []
        if let twice = (forbidden.map(\.id) + executables.map(\.id) + imports.map(\.id)).first(where: { !ids.insert($0).inserted }) {
            return "rule id \"\(twice)\" is used twice; give each rule its own id"
        }
        return nil
    }
}

/// The rules file exactly as it is written.
private struct RulesFile: Decodable {
    var kinds: [KindDeclaration]
    var classify: [ClassificationRule]
    var allow: [String: [ModuleKind]]
    var tests: TestPolicy
    var forbid: [ForbiddenEdge]
    var executables: [ExecutableRule]?
    var imports: [ImportRule]?
}
