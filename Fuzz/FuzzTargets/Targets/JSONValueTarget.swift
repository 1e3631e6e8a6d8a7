import Core
import Foundation

extension FuzzTarget {
    /// A JSON document read with Core's own reader, which the scripting contract's checks, the
    /// schemas and the sandboxes' `--json` rely on.
    static let jsonValue = FuzzTarget(
        "json-value",
        "a JSON document read by JSONValue(parsing:), then written compact and pretty and read again"
    ) { input throws(FuzzFailure) in
        let value: JSONValue
        do throws(JSONParseError) {
            value = try JSONValue(parsing: input)
        } catch {
            try require(error.offset >= 0 && error.offset <= input.count, "refused at byte \(error.offset) of \(input.count)")
            try require(!error.reason.isEmpty, "refused without a reason")
            return
        }
        try require(String(data: input, encoding: .utf8) != nil, "read a document that is not UTF-8")
        for pretty in [false, true] {
            let written = value.text(pretty: pretty)
            let again: JSONValue
            do {
                again = try JSONValue(parsing: written)
            } catch {
                throw FuzzFailure(message: "what it wrote does not read back (\(error)): \(written.debugDescription)")
            }
            try require(again == value, "what it wrote reads back as another value: \(written.debugDescription)")
            try require(!written.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "wrote a raw control character")
        }
    }
}
