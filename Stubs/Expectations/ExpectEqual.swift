import Testing

/// Records an issue unless `actual == expected`, naming both values: what `#expect(a == b)` does,
/// as a plain generic function.
///
/// The suite has about two thousand such comparisons, and as macros they were the larger part
/// of compiling it: `#expect` expands each one into a call whose closure the type checker solves
/// against every overload of `==`, which cost about 40% of StubServerTests' CPU in a clean build
/// (docs/build-times.md, "The suite's comparisons as functions"). A call to this function
/// solves one generic parameter. `#expect` stays for what is not an equality: a condition,
/// `#expect(throws:)`, and comparisons of types that are not `Equatable`.
///
/// `try` and `await` go on the operand that needs them:
/// `expectEqual(try await client.get(path).status, 200)`.
///
/// - Parameters:
///   - actual: the value the code under test gave.
///   - expected: the value it should be.
///   - comment: said after the two values when they differ; built only then.
///   - sourceLocation: where the issue is reported; the caller's line by default.
public func expectEqual<T: Equatable>(
    _ actual: T,
    _ expected: T,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    recordFailure("Expected equal: \(String(reflecting: actual)) is not \(String(reflecting: expected))", comment(), at: sourceLocation)
}
