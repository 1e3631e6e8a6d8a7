import Foundation
@testable import HTTPClientLive

extension FuzzTarget {
    /// A response head, line by line, as libcurl hands it to the client.
    static let headerLines = FuzzTarget(
        "header-lines",
        "a response head split into lines as libcurl delivers them, read into the header fields every backend call uses"
    ) { input throws(FuzzFailure) in
        var headers = HTTPHeaderFields()
        for line in input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            headers.receive(line: String(decoding: line + [UInt8(ascii: "\n")], as: UTF8.self))
        }
        for (name, value) in headers {
            try require(!name.isEmpty && name == name.lowercased(), "field name \(name.debugDescription) is empty or not lower-cased")
            try require(!name.contains(where: { $0.isWhitespace || $0 == ":" }), "field name \(name.debugDescription) is not a token")
            try require(value == value.trimmingCharacters(in: .whitespacesAndNewlines), "the value of \(name) is not trimmed: \(value.debugDescription)")
            try require(!value.contains("\n"), "the value of \(name) spans lines: \(value.debugDescription)")
            try require(headers.values(name).contains(value), "values(\(name)) misses \(value.debugDescription)")
            try require(headers[name.uppercased()] == headers.values(name).last, "headers[\(name)] is not its last value")
        }
    }
}
