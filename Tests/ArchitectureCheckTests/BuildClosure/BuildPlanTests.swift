import ArchitectureCheck
import Expectations
import Testing

@Suite("BuildPlan: the modules a product's build compiles, over synthetic plans", .timeLimit(.minutes(2)))
struct BuildPlanTests {
    func synthetic() throws -> BuildPlan {
        try BuildPlan(manifest: SyntheticPlan.manifest)
    }

    @Test("a product compiles what its build reaches, through any number of .swiftmodule inputs")
    func transitive() throws {
        try expectEqual(synthetic().modulesCompiled(byProduct: "app"), ["AppCLI", "CLib", "Core", "Feature"])
    }

    @Test("a module in the plan that the product's build does not reach is not reported")
    func unreached() throws {
        let plan = try synthetic()
        try expectNotContains(plan.modulesCompiled(byProduct: "app"), "Live")
        try expectEqual(plan.modulesCompiled(byProduct: "app-worker"), ["Core", "Live"])
    }

    @Test("a C target counts: its objects are in its .build folder too")
    func cTarget() throws {
        let plan = try BuildPlan(manifest: #"""
            targets:
              "tool-x86_64-unknown-linux-gnu-debug.exe": ["<tool>"]
            commands:
              "<tool>":
                inputs: ["/p/.build/debug/tool"]
                outputs: ["<tool>"]
              "C.tool":
                inputs: ["/p/.build/debug/CShims.build/shims.c.o"]
                outputs: ["/p/.build/debug/tool"]
              "/p/.build/debug/CShims.build/shims.c.o":
                tool: clang
                inputs: ["/p/Sources/CShims/shims.c"]
                outputs: ["/p/.build/debug/CShims.build/shims.c.o"]
            """#)
        try expectEqual(plan.modulesCompiled(byProduct: "tool"), ["CShims"])
    }

    @Test("host copies for plugins keep their -tool suffix; files outside the build folder name no module")
    func namesOfFiles() {
        let folder = "/p/.build/debug"
        expectEqual(BuildPlan.module(of: "/p/.build/debug/ArgumentParser-tool.build/Flag.swift.o", in: folder), "ArgumentParser-tool")
        expectEqual(BuildPlan.module(of: "/p/.build/debug/Modules-tool/ArgumentParser.swiftmodule", in: folder), "ArgumentParser-tool")
        expectNil(BuildPlan.module(of: "/p/.build/debug/app.product/Objects.LinkFileList", in: folder))
        expectNil(BuildPlan.module(of: "/p/.build/checkouts/dep/Sources/X.build/a.o", in: folder))
        expectNil(BuildPlan.module(of: "/p/.build/debug/Core.build", in: folder))
    }

    @Test("a product the plan does not have throws, naming the ones it has; a name is matched whole")
    func unknownProduct() throws {
        var plan = try synthetic()
        #expect(throws: ArchitectureCheckError.productNotInPlan(product: "ap", products: ["app", "app-worker"])) {
            try plan.modulesCompiled(byProduct: "ap")
        }
        plan.targets["app-x86_64-unknown-linux-gnu-debug.exe"] = nil
        #expect(throws: ArchitectureCheckError.productNotInPlan(product: "app", products: ["app-worker"])) {
            try plan.modulesCompiled(byProduct: "app")
        }
    }

    @Test("reads the targets and each command's inputs and outputs, with JSON's escapes, and skips the rest")
    func parsing() throws {
        let plan = try BuildPlan(manifest: #"""
            client:
              name: basic
            tools: {}
            targets:
              "main": ["<a>","<b>"]
              "empty": []
            nodes:
              "/p/Sources/":
                is-directory-structure: true
            commands:
              "<a>":
                tool: phony
                inputs: ["/p/a \"quoted\".o", "/p/tab\there", "/p/\u00e9"]
                outputs: ["<a>"]
                args: ["anything", [nested], {"at": all}]
                allow-missing-inputs: true
              "<b>":
                tool: phony
            """#)
        expectEqual(plan, BuildPlan(
            targets: ["main": ["<a>", "<b>"], "empty": []],
            commands: [
                "<a>": .init(inputs: [#"/p/a "quoted".o"#, "/p/tab\there", "/p/é"], outputs: ["<a>"]),
                "<b>": .init(inputs: [], outputs: []),
            ]
        ))
    }

    @Test("a line it cannot read is refused, naming the line", arguments: [
        ("targets:\n  \"main\" [\"<a>\"]\ncommands:\n",
         2, #"expected a target and its nodes on one line, "name": ["node", ...]"#),
        ("targets:\ncommands:\n  \"<a>\":\n    inputs: [\"/p/a\",\n      \"/p/b\"]\n",
         4, #"expected `inputs: ["path", ...]` on one line"#),
        ("targets:\ncommands:\n  <a>:\n",
         3, #"expected a command's quoted name and a colon, "name":"#),
        ("targets:\ncommands:\n    outputs: []\n",
         3, "expected a command's name before its fields"),
        ("targets:\ncommands:\n  \"<a>\":\n      tool: phony\n",
         4, "expected a command's name indented two spaces, or one of its fields indented four"),
        ("{\"name\": \"SharedFeatures\"}\n",
         1, "expected a top-level key such as `commands:`"),
    ])
    func malformedLine(manifest: String, line: Int, detail: String) {
        #expect(throws: ArchitectureCheckError.malformedPlan(line: line, detail: detail)) {
            try BuildPlan(manifest: manifest)
        }
    }

    @Test("a file without the targets or the commands is not a plan")
    func missingSection() {
        #expect(throws: ArchitectureCheckError.malformedPlan(line: nil, detail: "no `targets:` section")) {
            try BuildPlan(manifest: "")
        }
        #expect(throws: ArchitectureCheckError.malformedPlan(line: nil, detail: "no `commands:` section")) {
            try BuildPlan(manifest: "targets:\n  \"main\": []\n")
        }
    }
}
