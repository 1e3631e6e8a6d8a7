import Testing

/// Records an issue unless `actual != unexpected`, naming the value: `#expect(a != b)` as a
/// function, for the same reason as ``expectEqual(_:_:_:sourceLocation:)``.
public func expectNotEqual<T: Equatable>(
    _ actual: T,
    _ unexpected: T,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual == unexpected else { return }
    recordFailure("Expected a value other than \(String(reflecting: unexpected))", comment(), at: sourceLocation)
}

/// Records an issue unless `value` is `nil`, showing what it is: `#expect(value == nil)`.
public func expectNil<T>(
    _ value: T?,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let value else { return }
    recordFailure("Expected nil: \(String(reflecting: value))", comment(), at: sourceLocation)
}

/// Records an issue unless `collection` is empty, showing what it holds: `#expect(collection.isEmpty)`.
public func expectEmpty<C: Collection>(
    _ collection: C,
    _ comment: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard !collection.isEmpty else { return }
    recordFailure("Expected empty: \(String(reflecting: collection))", comment(), at: sourceLocation)
}
