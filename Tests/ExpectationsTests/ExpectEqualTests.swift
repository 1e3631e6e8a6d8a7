import Expectations
import Testing

@Suite("expectEqual: #expect(a == b) as a function", .timeLimit(.minutes(2)))
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
        withKnownIssue {
            expectEqual(Int?.none, 5)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Expected equal: nil is not Optional(5)"]
        }
    }
}

@Suite("expectContains, expectNotContains, expectPrefix: conditions on text and sequences as functions", .timeLimit(.minutes(2)))
struct ExpectContainsTests {
    @Test func whatHoldsRecordsNothing() {
        expectContains("order-app: 3 somes", "3 somes")
        expectContains(["a", "b"], "b")
        expectContains(Set([1, 2]), 2)
        expectNotContains("plain", "\u{1B}")
        expectNotContains([1, 2], 3)
        expectPrefix("Somes · 130", "Somes")
    }

    @Test func aMissingPartRecordsAnIssueQuotingTheTextAndThePart() {
        withKnownIssue {
            expectContains("exit 78\n", "exit 77", "the usage error")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expected "exit 78\n" to contain "exit 77": the usage error"#]
        }
        withKnownIssue {
            expectContains(["a"], "b")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expected ["a"] to contain "b""#]
        }
    }

    @Test func aPartThatShouldBeAbsentRecordsAnIssue() {
        withKnownIssue {
            expectNotContains("a\u{1B}[1mb", "\u{1B}")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expected "a\u{1B}[1mb" not to contain "\u{1B}""#]
        }
        withKnownIssue { expectNotContains([1, 2], 2) }
    }

    @Test func aTextWithAnotherStartRecordsAnIssue() {
        withKnownIssue {
            expectPrefix("chat-app", "order-app")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expected "chat-app" to start with "order-app""#]
        }
    }
}

@Suite("expectNotEqual, expectNil, expectEmpty", .timeLimit(.minutes(2)))
struct ExpectValueTests {
    @Test func whatHoldsRecordsNothing() {
        expectNotEqual(1, 2)
        expectNil(Int?.none)
        expectEmpty([Int]())
        expectEmpty("")
    }

    @Test func eachNamesTheValueThatBrokeIt() {
        withKnownIssue {
            expectNotEqual("v1", "v1", "the ETag moved")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expected a value other than "v1": the ETag moved"#]
        }
        withKnownIssue {
            expectNil(Optional("left over"))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [#"Expected nil: "left over""#]
        }
        withKnownIssue {
            expectEmpty([3])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Expected empty: [3]"]
        }
    }
}
