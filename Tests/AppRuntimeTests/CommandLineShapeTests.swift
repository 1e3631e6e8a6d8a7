import AppRuntime
import Expectations
import Testing

@Suite("CommandLineShape: options after the verb, --json=FIELDS, suggestions", .timeLimit(.minutes(2)))
struct CommandLineShapeTests {
    let shape = CommandLineShape(valueOptions: ["--order", "--base-url", "--json-fields", "--width"],
                                 flags: ["--json", "--no-color"], verbs: ["list", "show", "done", "sync", "help"],
                                 jsonFields: ["id", "title", "status"])

    @Test("global options after the verb move before it, with their values; the verb's own stay")
    func moves() {
        expectEqual(shape.normalized(["list", "--order", "42", "--status", "open", "--json"]), ["--order", "42", "--json", "list", "--status", "open"])
        expectEqual(shape.normalized(["show", "--width=40", "4"]), ["--width=40", "show", "4"])
        expectEqual(shape.normalized(["--order", "42", "show", "4"]), ["--order", "42", "show", "4"])
    }

    @Test("--json=FIELDS and --json FIELDS become --json --json-fields FIELDS; --json before a verb stays a flag")
    func fields() {
        expectEqual(shape.normalized(["--json=id,title", "list"]), ["--json", "--json-fields", "id,title", "list"])
        expectEqual(shape.normalized(["list", "--json", "id,status"]), ["--json", "--json-fields", "id,status", "list"])
        expectEqual(shape.normalized(["--json", "list"]), ["--json", "list"])
        // A word that is not a field list is the next argument, not fields: `show --json 4`.
        expectEqual(shape.normalized(["show", "--json", "4"]), ["--json", "show", "4"])
    }

    @Test("after --, nothing moves")
    func doubleDash() {
        expectEqual(shape.normalized(["show", "--", "--json"]), ["show", "--", "--json"])
    }

    @Test("the verb is found past option values, and a near miss is suggested")
    func suggestions() {
        expectEqual(shape.verbIndex(["--order", "42", "lsit"]), 2)
        expectEqual(shape.suggestion(for: "lsit"), "list")
        expectEqual(shape.suggestion(for: "dne"), "done")
        expectEqual(shape.suggestion(for: "snyc"), "sync")
        expectNil(shape.suggestion(for: "list"))
        expectNil(shape.suggestion(for: "explode"))
    }
}
