import Core
import Foundation
@testable import OrderApp
import OrderContract

extension FuzzTarget {
    /// App A's bodies as `order-app` reads them.
    static let orderWire = FuzzTarget(
        "order-wire",
        "an orders-backend body read as a list page, a some and an other, each some mapped to Core's Some as order-app maps it"
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
