import AppRuntime
import Expectations
import Testing

@Suite("LinkHeader", .timeLimit(.minutes(2)))
struct LinkHeaderTests {
    @Test("finds the next link among several, in one header or repeated")
    func next() {
        let one = [#"<https://api.example/items?page=2>; rel="next", <https://api.example/items?page=9>; rel="last""#]
        expectEqual(LinkHeader.target(rel: "next", in: one), "https://api.example/items?page=2")
        expectEqual(LinkHeader.target(rel: "last", in: one), "https://api.example/items?page=9")
        let repeated = [#"</items?page=1>; rel="prev""#, #"</items?page=3>; rel=next"#]
        expectEqual(LinkHeader.target(rel: "NEXT", in: repeated), "/items?page=3")
    }

    @Test("a rel with several values names each")
    func severalRelations() {
        expectEqual(LinkHeader.parse(#"<a>; rel="next last""#), [LinkHeader.Link(target: "a", relations: ["next", "last"])])
    }

    @Test("a comma inside a quoted parameter does not start a new link")
    func quotedComma() {
        let links = LinkHeader.parse(#"<a>; title="one, <two>"; rel="next", <b>; rel="last""#)
        expectEqual(links.map(\.target), ["a", "b"])
    }

    @Test("a mark that joins the next character hides neither a separator nor a link")
    func prependedMarks() {
        // U+0602 prepends to whatever follows it, so " " and "<" after it are no characters of their own.
        expectEqual(LinkHeader.parse("<a>; rel=\"next\u{0602} last\""), [LinkHeader.Link(target: "a", relations: ["next\u{0602}", "last"])])
        expectEqual(LinkHeader.target(rel: "next", in: ["<a>; rel=\"prev\", \u{0602}<b>; rel=\"next\""]), "b")
    }

    @Test("malformed parts are skipped, never trusted", arguments: [
        "", "garbage", "<unterminated; rel=next", #"https://no-brackets; rel="next""#, "<a>; title=x", "<<>>;;rel",
    ])
    func malformed(_ value: String) {
        expectNil(LinkHeader.target(rel: "next", in: [value]))
    }
}
