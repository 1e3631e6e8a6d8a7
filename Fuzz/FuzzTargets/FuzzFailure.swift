/// An invariant that did not hold for one input: what was expected, and what came out.
public struct FuzzFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with the values involved.
    public let message: String

    public var description: String { message }
}

/// Throws ``FuzzFailure`` with `message` unless `condition` holds.
func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFailure) {
    if !condition { throw FuzzFailure(message: message()) }
}
