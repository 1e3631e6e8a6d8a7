extension Checker {
    /// The violation an edge makes, if any: the first forbidden edge it matches, else a missing
    /// allowance. A test may also use its own module and the test policy's extra kinds; the
    /// tested kind's forbidden edges do not apply to those, test-only rules still do.
    func edgeViolation(_ edge: Dependency, role: Role) -> Violation? {
        let target: ModuleKind
        switch edge.to {
        case .product:
            target = .externalProduct
        case let .module(name):
            guard let module = graph.module(named: name) else { return unknownTarget(edge) }
            guard let kind = module.kind else { return nil } // reported as unclassified
            target = kind
        }

        let extra: Bool
        switch role {
        case .module:
            extra = false
        case let .test(_, subject):
            extra = edge.to == .module(subject) || rules.tests.alsoAllow.contains(target)
        }

        if let rule = rules.forbidden.first(where: { applies($0, to: role, extra: extra) && $0.forbids(target) }) {
            return violation(edge, rule: rule.id, reason: rule.reason, fix: rule.fix)
        }
        if extra || rules.allowed[role.checkedKind, default: []].contains(target) { return nil }
        return notAllowed(edge, role: role, target: target)
    }

    private func applies(_ rule: ForbiddenEdge, to role: Role, extra: Bool) -> Bool {
        switch role {
        case let .module(kind):
            return rule.testOf == nil && rule.from.contains(kind)
        case let .test(kind, _):
            if let testOf = rule.testOf { return testOf.contains(kind) }
            return !extra && rule.from.contains(kind)
        }
    }

    private func notAllowed(_ edge: Dependency, role: Role, target: ModuleKind) -> Violation {
        let kind = role.checkedKind
        let allowed = rules.allowed[kind, default: []].map(\.rawValue).sorted()
        let subject = MessageTemplate.withArticle(kind.rawValue)
        let who = if case .test = role { "a test of \(subject)" } else { subject }
        let what = "\(edge.to) is \(MessageTemplate.withArticle(target.rawValue))"
        let reason = allowed.isEmpty
            ? "\(who) may depend on nothing, and \(what)"
            : "\(who) may depend only on \(allowed.joined(separator: ", ")), and \(what)"
        return violation(
            edge,
            rule: "allow-\(kind)",
            reason: reason,
            fix: "Remove the dependency, or move what {from} needs into a module it may use "
                + "(or allow the edge in architecture-rules.json if the rule itself should change)."
        )
    }

    private func unknownTarget(_ edge: Dependency) -> Violation {
        Violation(
            rule: "unknown-target",
            subject: edge.description,
            message: "\(edge): the package has no target named \(edge.to). Fix the name or add the target."
        )
    }

    private func violation(_ edge: Dependency, rule: String, reason: String, fix: String) -> Violation {
        let filled = MessageTemplate.fill(fix, MessageTemplate.edgeValues(from: edge.from, to: edge.to.description))
        return Violation(rule: rule, subject: edge.description, message: "\(edge): \(reason) (rule \(rule)). \(filled)")
    }
}
