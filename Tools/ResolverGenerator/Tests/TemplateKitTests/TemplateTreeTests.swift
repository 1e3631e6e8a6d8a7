import Foundation
import TemplateKit
import Testing

/// The scaffold's templates through swift-mustache: paths and text, sections, no escaping.
@Suite("TemplateTree", .timeLimit(.minutes(2)))
struct TemplateTreeTests {
    @Test("a section kept with writes, an inverted one without; a section tag alone on its line takes the line")
    func sections() throws {
        let text = "struct {{Name}}Client {\n    {{#writes}}\n    func mark() {}\n    {{/writes}}\n    {{^writes}}\n    // read only\n    {{/writes}}\n}\n"
        #expect(try TemplateTree.render(text, ["Name": "Probe", "writes": true], what: "t")
                == "struct ProbeClient {\n    func mark() {}\n}\n")
        #expect(try TemplateTree.render(text, ["Name": "Probe", "writes": false], what: "t")
                == "struct ProbeClient {\n    // read only\n}\n")
    }

    @Test("values go in as they are: quotes, ampersands and angle brackets are not escaped")
    func noEscaping() throws {
        #expect(try TemplateTree.render("[{{pathPrefix}}] <{{x}}>", ["pathPrefix": #""chat", ":chat_id""#, "x": "a&b"], what: "t")
                == #"["chat", ":chat_id"] <a&b>"#)
    }

    @Test("KEY=VALUE lines: comments and blank lines skipped, an equals sign in a value kept, true and false are booleans")
    func values() {
        let values = TemplateTree.values("# about\nApp=ChatApp\n\nquery=a=b\nwrites=true\nother=false\n")
        #expect(values["App"] as? String == "ChatApp")
        #expect(values["query"] as? String == "a=b")
        #expect(values["writes"] as? Bool == true)
        #expect(values["other"] as? Bool == false)
        #expect(values.count == 4)
    }

    @Test("a folder renders paths and texts, sorted; a template that does not parse is named")
    func folder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("template-tree-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Modules/{{Name}}Feature"), withIntermediateDirectories: true)
        try "let x = \"{{kebab}}\"\n".write(to: root.appendingPathComponent("Modules/{{Name}}Feature/{{Name}}.swift"), atomically: true, encoding: .utf8)
        try "{{Name}}\n".write(to: root.appendingPathComponent("README"), atomically: true, encoding: .utf8)
        let rendered = try TemplateTree(folder: root).render(["Name": "Probe", "kebab": "probe"])
        #expect(rendered.map(\.path) == ["Modules/ProbeFeature/Probe.swift", "README"])
        #expect(rendered.map(\.text) == ["let x = \"probe\"\n", "Probe\n"])

        try "{{#writes}}never closed\n".write(to: root.appendingPathComponent("README"), atomically: true, encoding: .utf8)
        #expect {
            _ = try TemplateTree(folder: root).render(["Name": "Probe"])
        } throws: { error in
            (error as? TemplateError)?.message.hasPrefix("README is not a template that reads") == true
        }
    }
}
