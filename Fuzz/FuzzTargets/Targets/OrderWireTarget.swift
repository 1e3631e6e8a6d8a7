import Core
import Foundation
@testable import OrderApp
import OrderContract

extension FuzzTarget {
    /// App A's bodies as `order-app` reads them.
    static let orderWire = FuzzTarget(
        "order-wire",
        "an orders-backend body read as a list page, a some, an other and a page of activity, each some mapped to Core's Some and each entry to ActivityFeature's as order-app maps them"
    ) { input throws(FuzzFailure) in
        if let page = try WireCheck.decoded(OrderSomesPage.self, from: input) {
            for item in page.somes {
                try WireCheck.mapped(id: String(item.id), title: item.title) { () throws(DomainError) in try readable { () throws(UnreadableItem) in try item.some() } }
            }
        }
        if let envelope = try WireCheck.decoded(OrderSomeEnvelope.self, from: input) {
            let item = envelope.some
            try WireCheck.mapped(id: String(item.id), title: item.title) { () throws(DomainError) in try readable { () throws(UnreadableItem) in try item.some() } }
        }
        _ = try WireCheck.decoded(OrderOtherEnvelope.self, from: input)
        if let page = try WireCheck.decoded(OrderActivityPage.self, from: input) {
            for item in page.activity {
                // An entry maps whole, or is named by its id as the entry that could not be read.
                switch Result(catching: { () throws(UnreadableItem) in try item.entry() }) {
                case .success(let entry):
                    try require(entry.id == String(item.id), "activity \(item.id) became entry \(entry.id.debugDescription)")
                    try require(entry.text == item.text, "activity \(item.id)'s text \(item.text.debugDescription) became \(entry.text.debugDescription)")
                    try require(entry.someID?.rawValue == item.someID.map(String.init), "activity \(item.id) lost its some")
                case .failure(let unreadable):
                    try require(unreadable.id == String(item.id), "unreadable activity \(item.id) is named \(String(describing: unreadable.id))")
                }
            }
        }
    }
}

/// An item the adapter cannot read is bad data naming it, as the list reports it.
func readable(_ map: () throws(UnreadableItem) -> Some) throws(DomainError) -> Some {
    do {
        return try map()
    } catch {
        throw .badResponse(error.description)
    }
}
