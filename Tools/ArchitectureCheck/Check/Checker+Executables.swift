extension Checker {
    /// For each executable built from a target of a rule's kind, every target of the forbidden
    /// kind in its dependency closure, once each, named with the shortest path that links it.
    func executableViolations() -> [Violation] {
        var found: [Violation] = []
        for rule in rules.executables {
            for product in graph.executables {
                for target in product.targets where graph.module(named: target)?.kind == rule.of {
                    let paths = graph.shortestPaths(from: target)
                    // Nearest first, then by name, so the list reads the same on every run.
                    let offending = paths
                        .filter { $0.key != target && graph.module(named: $0.key)?.kind == rule.mustNotContain }
                        .sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }
                    for (_, path) in offending {
                        found.append(violation(rule, product: product.name, target: target, path: path))
                    }
                }
            }
        }
        return found
    }

    private func violation(_ rule: ExecutableRule, product: String, target: String, path: [String]) -> Violation {
        let found = path.last ?? target
        let fix = MessageTemplate.fill(rule.fix, ["product": product, "target": target, "found": found])
        let subject = "\(product): \(path.joined(separator: " -> "))"
        return Violation(
            rule: rule.id,
            subject: subject,
            message: "\(subject): \(rule.reason) (rule \(rule.id)). \(fix)"
        )
    }
}
