import Expectations
import Foundation
@testable import SomeFeature
import Testing

/// The list's search ignores case and accents from the standard library's Unicode tables, and
/// finds what full Foundation's case- and diacritic-insensitive search finds.
@Suite("Search folding: case and accents ignored without ICU", .timeLimit(.minutes(2)))
struct SearchFoldingTests {
    @Test("accented Latin letters, precomposed or decomposed, fold to their plain letter in lower case", arguments: [
        ("Café", "cafe"),
        ("CAFÉ", "cafe"),
        ("Cafe\u{301}", "cafe"),
        ("Ærø Ångström", "æro angstrom"),
        ("Nguyễn Thị", "nguyen thi"),
        ("Ǖber", "uber"),
        ("東京タワー", "東京タワー"),
        ("Ελλάδα", "ελλαδα"),
        ("Ёлка и йогурт", "елка и иогурт"),
    ])
    func folds(_ text: String, _ folded: String) {
        expectEqual(SearchFolding.folded(text), folded)
    }

    @Test("where full Foundation finds a needle ignoring case and accents, so does the search", arguments: [
        ("Café menu", "CAFE"), ("crème brûlée", "creme brulee"), ("São Paulo office", "sao paulo"),
        ("Résumé review", "resume"), ("naïve plan", "NAIVE"), ("Zürich trip", "zur"),
        ("Nguyễn's task", "nguyen"), ("plain ascii", "ASCII"), ("e\u{301}te\u{301}", "été"), ("Ёлка", "елка"),
    ])
    func agreesWithFoundation(_ title: String, _ needle: String) {
        let foundation = title.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        #expect(foundation)
        expectContains(SearchFolding.folded(title), SearchFolding.folded(needle))
    }

    @Test("a needle that is not there is not found", arguments: [("Café menu", "cafeteria"), ("Zürich", "zurick")])
    func misses(_ title: String, _ needle: String) {
        expectNotContains(SearchFolding.folded(title), SearchFolding.folded(needle))
    }
}
