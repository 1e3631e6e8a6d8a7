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
    let said = "Expected \(String(reflecting: whole)) \(toContain ? "to contain" : "not to contain") \(String(reflecting: part))"
    recordFailure(said, comment(), at: sourceLocation)
}

/// Records an issue unless `text` starts with `prefix`, quoting both: `#expect(text.hasPrefix(prefix))`.
public func expectPrefix(
    _ text: String,
    _ prefix: String,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !text.hasPrefix(prefix) else { return }
    recordFailure("Expected \(String(reflecting: text)) to start with \(String(reflecting: prefix))", comment(), at: sourceLocation)
}
