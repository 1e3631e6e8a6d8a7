import Core
import Foundation

/// `--json` for one some: the normalized model, plus `queued` after `done`.
enum SomeJSONOutput {
    static func encode(_ some: SomeJSON, queued: Bool? = nil) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let someText = (try? encoder.encode(some)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        guard let queued else { return #"{"some":\#(someText)}"# }
        return #"{"queued":\#(queued),"some":\#(someText)}"#
    }
}
