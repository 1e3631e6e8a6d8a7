@testable import Expectations
import Testing

@Suite("expectEqual: #expect(a == b) as a function")
struct ExpectEqualTests {
    @Test func equalValuesRecordNothing() {
        // A recorded issue would fail this test.
        expectEqual(200, 200)
        expectEqual(["a": [1, 2]], ["a": [1, 2]])
        expectEqual(Int?.none, nil)
    }

    @Test func differentValuesRecordAnIssueNamingBothAndTheComment() {
        withKnownIssue {
            expectEqual("a\tb", "a b", "the tab is kept")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expected equal: "a\tb" is not "a b": the tab is kept"#]
        }
    }

    @Test func theIssueIsReportedAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectEqual(1, 2)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectEqualTests.swift"
        }
    }

    @Test func theCommentIsBuiltOnlyWhenTheValuesDiffer() {
        var built = 0
        func comment() -> String { built += 1; return "said" }
        expectEqual(3, 3, comment())
        withKnownIssue { expectEqual(3, 4, comment()) }
        #expect(built == 1)
    }

    @Test func optionalsNameTheirCase() {
        #expect(ExpectEqualMessage.describe(actual: Int?.none, expected: 5, comment: "") == "Expected equal: nil is not Optional(5)")
    }
}
