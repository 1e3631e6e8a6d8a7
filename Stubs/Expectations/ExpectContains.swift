import Foundation
import Testing

/// Records an issue unless `text` contains `part`, quoting both: `#expect(text.contains(part))`
/// as a function, for the same reason as ``expectEqual(_:_:_:sourceLocation:)``. Most of the
/// suite's conditions are of this kind: a command's output or error holds a line.
public func expectContains(
    _ text: String,
    _ part: String,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expect(text, text.contains(part), part, toContain: true, comment, sourceLocation)
}

/// Records an issue unless `sequence` has `element`, showing both.
public func expectContains<S: Sequence>(
    _ sequence: S,
    _ element: S.Element,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) where S.Element: Equatable {
    let elements = Array(sequence)
    expect(elements, elements.contains(element), element, toContain: true, comment, sourceLocation)
}

/// Records an issue if `text` contains `part`, quoting both: `#expect(!text.contains(part))`.
public func expectNotContains(
    _ text: String,
    _ part: String,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expect(text, text.contains(part), part, toContain: false, comment, sourceLocation)
}

/// Records an issue if `sequence` has `element`, showing both.
public func expectNotContains<S: Sequence>(
    _ sequence: S,
    _ element: S.Element,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) where S.Element: Equatable {
    let elements = Array(sequence)
    expect(elements, elements.contains(element), element, toContain: false, comment, sourceLocation)
}

/// The four above: records an issue when whether `whole` contains `part` is not `toContain`.
private func expect<W, P>(_ whole: W, _ contains: Bool, _ part: P, toContain: Bool, _ comment: () -> String,
                          _ sourceLocation: SourceLocation) {
    guard contains != toContain else { return }
    record(ContainsMessage.describe(whole, contains: toContain, part, comment()), sourceLocation)
}

/// Records an issue unless `text` starts with `prefix`, quoting both: `#expect(text.hasPrefix(prefix))`.
public func expectPrefix(
    _ text: String,
    _ prefix: String,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !text.hasPrefix(prefix) else { return }
    let said = "Expected \(String(reflecting: text)) to start with \(String(reflecting: prefix))"
    record(ExpectationMessage.with(said, comment()), sourceLocation)
}

private func record(_ message: String, _ sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The words of a failed ``expectContains(_:_:_:sourceLocation:)-(String,String,_,_)`` or
/// ``expectNotContains(_:_:_:sourceLocation:)-(String,String,_,_)``, apart so that a test can read them.
enum ContainsMessage {
    static func describe<T, E>(_ whole: T, contains: Bool, _ part: E, _ comment: String) -> String {
        let said = "Expected \(String(reflecting: whole)) \(contains ? "to contain" : "not to contain") \(String(reflecting: part))"
        return ExpectationMessage.with(said, comment)
    }
}

enum ExpectationMessage {
    /// `said`, then the caller's comment when there is one.
    static func with(_ said: String, _ comment: String) -> String {
        comment.isEmpty ? said : "\(said): \(comment)"
    }
}
