/// Checks a graph against the rules and returns every violation, in manifest order: targets no
/// rule classifies, tests that name no module, forbidden or unlisted edges, then executables
/// that link what they may not. An empty result means the package keeps the rule.
public func check(_ graph: ModuleGraph, _ rules: Rules) -> [Violation] {
    Checker(graph: graph, rules: rules).violations()
}

/// The walk behind ``check(_:_:)``.
struct Checker {
    let graph: ModuleGraph
    let rules: Rules

    func violations() -> [Violation] {
        var found: [Violation] = []
        for module in graph.modules {
            guard let kind = module.kind else {
                found.append(unclassified(module))
                continue
            }
            guard let role = role(of: module, kind: kind) else {
                found.append(testWithoutModule(module))
                continue
            }
            found += graph.dependencies(of: module.name).compactMap { edgeViolation($0, role: role) }
        }
        return found + executableViolations()
    }

    /// How a module is checked: as its own kind, or, for a test, as the kind of the module it tests.
    /// Nil for a test whose tested module the package does not have.
    private func role(of module: Module, kind: ModuleKind) -> Role? {
        guard kind == rules.tests.kind else { return .module(kind) }
        guard let subject = rules.tests.testedModuleName(of: module.name),
              let subjectKind = graph.module(named: subject)?.kind,
              subjectKind != rules.tests.kind
        else { return nil }
        return .test(of: subjectKind, subject: subject)
    }

    private func unclassified(_ module: Module) -> Violation {
        Violation(
            rule: "classify",
            subject: module.name,
            message: "unclassified target \(module.name) at path \(module.path): add it to architecture-rules.json "
                + "(a \"classify\" entry for its folder or its name)."
        )
    }

    private func testWithoutModule(_ module: Module) -> Violation {
        let suffix = rules.tests.suffix
        let expected = rules.tests.testedModuleName(of: module.name) ?? "\(module.name) without \"\(suffix)\""
        return Violation(
            rule: "test-subject",
            subject: module.name,
            message: "test target \(module.name) at path \(module.path) tests no module of the package (looked for \(expected)): "
                + "name it after the module it tests (<Module>\(suffix)) so it is checked as that module's kind."
        )
    }
}

/// The kind a module is checked as.
enum Role {
    /// A module checked as its own kind.
    case module(ModuleKind)
    /// A test, checked as the kind of the module it tests.
    case test(of: ModuleKind, subject: String)

    /// The kind whose allowances and forbidden edges apply.
    var checkedKind: ModuleKind {
        switch self {
        case let .module(kind): return kind
        case let .test(kind, _): return kind
        }
    }
}
