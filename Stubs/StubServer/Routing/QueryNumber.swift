/// Reading the positive integers of pagination queries (`page`, `per_page`, `limit`).
public enum QueryNumber {
    public enum Problem: Error, Equatable {
        case notPositiveInteger(name: String, value: String)

        public var message: String {
            switch self {
            case .notPositiveInteger(let name, let value):
                "\(name) must be an integer >= 1, not '\(value)'"
            }
        }
    }

    /// The value of `name` in `request`, `fallback` when absent.
    /// - Throws: `Problem` when present but not an integer >= 1.
    public static func positive(_ name: String, in request: StubRequest, default fallback: Int) throws(Problem) -> Int {
        guard let text = request.queryValue(name) else { return fallback }
        guard let value = Int(text), value >= 1 else { throw .notPositiveInteger(name: name, value: text) }
        return value
    }
}
