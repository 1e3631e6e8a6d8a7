@testable import AppRuntime
import Core
import Foundation
import HTTPClientLive
import SomeFeature
import UIComponent

/// What every backend body must come to: decoded or refused with a readable error, mapped to a
/// `Some` or refused naming the item, and printable as the normalized `--json`.
enum WireCheck {
    static let origin = "http://127.0.0.1:8080"
    /// Decodes as the adapters do; nothing is ever sent.
    static let backend = JSONBackend(
        baseURL: URL(string: origin)!, http: HTTPClient(), headers: [], timeout: .seconds(1), authHint: "", errors: .none,
        clock: ImmediateClock(), wallClock: FixedClock(now: Date(timeIntervalSince1970: 0))
    )

    /// `body` decoded as `type`, or nil when the backend's decoder refused it with a
    /// `badResponse` that says what could not be read.
    static func decoded<Body: Decodable>(_ type: Body.Type, from body: Data) throws(FuzzFailure) -> Body? {
        do {
            return try backend.decode(type, from: HTTPResponse(status: 200, body: body), what: "a body")
        } catch {
            try require(error.kind == .badResponse, "decoding \(type) failed as \(error.kind), not badResponse: \(error.message)")
            try require(error.message.hasPrefix("the backend sent a body that cannot be read: "), "decoding \(type) failed with \(error.message.debugDescription)")
            try requirePrintable(error, "decoding \(type)")
            return nil
        }
    }

    /// Checks one item's mapping to Core: the id and title carried over as sent, and the
    /// `--json` of the result valid and stable; or a `badResponse` naming the item.
    static func mapped(id: String, title: String, _ map: () throws(DomainError) -> Some) throws(FuzzFailure) {
        let some: Some
        do {
            some = try map()
        } catch {
            try require(error.kind == .badResponse, "mapping item \(id.debugDescription) failed as \(error.kind): \(error.message)")
            // A long id is named by its start, as every value from the backend is quoted.
            try require(error.message.contains(WireError.excerpt(id)), "the error for item \(id.debugDescription) does not name it: \(error.message)")
            try requirePrintable(error, "mapping item \(id.debugDescription)")
            return
        }
        try require(some.id.rawValue == id, "item \(id.debugDescription) became some \(some.id.rawValue.debugDescription)")
        try require(some.title == title, "item \(id.debugDescription)'s title \(title.debugDescription) became \(some.title.debugDescription)")
        try requireStableJSON(some)
    }

    /// The `--json` list of `some` is one valid JSON document, and reading its entry back gives
    /// the same JSON: what a script or a captured scenario gets is what was shown.
    static func requireStableJSON(_ some: Some) throws(FuzzFailure) {
        let text = SomeListJSON(somes: [some], stale: false).encoded()
        let json: SomeJSON
        do {
            json = try JSONDecoder().decode(SomeListJSON.self, from: Data(text.utf8)).somes[0]
        } catch {
            throw FuzzFailure(message: "the --json of some \(some.id.rawValue.debugDescription) is not valid JSON: \(text)")
        }
        let again: SomeJSON
        do {
            again = SomeJSON(try json.some())
        } catch {
            throw FuzzFailure(message: "the --json of some \(some.id.rawValue.debugDescription) cannot be read back: \(error.message) in \(text)")
        }
        try require(again == json, "the --json of some \(some.id.rawValue.debugDescription) changes when read back: \(json) then \(again)")
    }

    /// The error as standard error and screens lay it out (`StateView.error`, which
    /// `CommandFailure` uses at its width): free of controls and within the width.
    static func requirePrintable(_ error: DomainError, _ what: String) throws(FuzzFailure) {
        for width in [20, 80] {
            let text = StateView.error(error.message, hint: error.hint, width: width, theme: Theme(color: false)).joined(separator: "\n")
            try TerminalText.requireFits(text.components(separatedBy: "\n"), width: width, "\(what), as standard error shows it")
        }
    }
}
