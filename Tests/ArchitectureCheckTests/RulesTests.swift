import ArchitectureCheck
import Expectations
import Foundation
import Testing

@Suite("Rules: reading the rules file and classifying targets", .timeLimit(.minutes(2)))
struct RulesTests {
    /// The smallest rules file with the given `classify` entries and `allow` map.
    func rules(classify: String, allow: String = #"{"a": ["b"]}"#) throws -> Rules {
        try Rules(json: Data("""
            {
              "kinds": [{"name": "a", "description": "A"}, {"name": "b", "description": "B"},
                        {"name": "t", "description": "tests"}],
              "classify": \(classify),
              "allow": \(allow),
              "tests": {"kind": "t", "suffix": "Tests", "alsoAllow": []},
              "forbid": []
            }
            """.utf8))
    }

    @Test("the most specific path prefix wins, matched by whole folders")
    func mostSpecificPrefix() throws {
        let rules = try RepositoryRules.load()
        expectEqual(rules.kind(ofTarget: "Core", path: "Modules/Core"), "core")
        expectEqual(rules.kind(ofTarget: "CoreKit", path: "Modules/CoreKit"), "feature")
        expectEqual(rules.kind(ofTarget: "CCurl", path: "Modules/Live/CCurl"), "live")
        expectEqual(rules.kind(ofTarget: "SomeFeature", path: "./Modules/SomeFeature/"), "feature")
        expectEqual(rules.kind(ofTarget: "OrderApp", path: "Apps/OrderApp"), "app")
        expectNil(rules.kind(ofTarget: "Scratch", path: "Sources/Scratch"))
    }

    @Test("an exact name wins over every prefix")
    func nameWins() throws {
        let rules = try rules(classify: #"[{"prefix": "Modules/Deep/Er", "kind": "a"}, {"name": "X", "kind": "b"}]"#)
        expectEqual(rules.kind(ofTarget: "X", path: "Modules/Deep/Er/X"), "b")
        expectEqual(rules.kind(ofTarget: "Y", path: "Modules/Deep/Er/Y"), "a")
    }

    @Test("a kind the file does not declare is rejected with the place that names it")
    func undeclaredKind() throws {
        #expect(throws: ArchitectureCheckError.malformedRules(
            detail: #"allow.a names kind "fature", which "kinds" does not declare (declared: a, b, t)"#
        )) {
            try rules(classify: "[]", allow: #"{"a": ["fature"]}"#)
        }
    }

    @Test("the same prefix classified twice is rejected")
    func duplicatePrefix() throws {
        #expect(throws: ArchitectureCheckError.malformedRules(detail: #"classify lists prefix "Modules" twice; keep one entry"#)) {
            try rules(classify: #"[{"prefix": "Modules", "kind": "a"}, {"prefix": "Modules/", "kind": "b"}]"#)
        }
    }

    @Test("a classify entry with both a name and a prefix is rejected")
    func nameAndPrefix() throws {
        #expect(throws: ArchitectureCheckError.self) {
            try rules(classify: #"[{"name": "X", "prefix": "Modules", "kind": "a"}]"#)
        }
    }

    @Test("the repository's rules file is valid and declares every layer")
    func repositoryRules() throws {
        let rules = try RepositoryRules.load()
        expectEqual(rules.kinds.map(\.name), [
            "core", "component", "shell", "feature", "live", "contract", "runtime", "host", "app", "stub", "harness", "tool", "fuzz", "test", "e2e",
        ])
        #expect(rules.allowed.filter { ["app", "runtime", "host", "stub", "feature"].contains($0.key) && $0.value.contains("harness") }.isEmpty,
                "only tests may use the in-process harness")
        #expect(rules.allowed.filter { $0.value.contains("fuzz") }.isEmpty, "nothing may depend on the fuzz targets")
        expectEqual(rules.allowed["core"], [])
        expectEqual(rules.allowed["contract"], [])
        expectEqual(rules.allowed["feature"], ["core", "component"])
        let runtime = try #require(rules.allowed["runtime"])
        #expect(!runtime.contains("feature") && !runtime.contains("host") && !runtime.contains("app") && !runtime.contains("contract"))
    }
}
