import ChatContract
@testable import ChatApp
import Core
import Foundation

extension FuzzTarget {
    /// App B's bodies as `chat-app` reads them, in the time zones furthest from UTC, where an
    /// epoch-second deadline lands on another day.
    static let chatWire = FuzzTarget(
        "chat-wire",
        "a chats-backend body read as a list page, an item, a completion and an attachment, each item mapped to Core's Some as chat-app maps it"
    ) { input throws(FuzzFailure) in
        var items: [ChatItemWire] = []
        if let page = try WireCheck.decoded(ChatItemsPage.self, from: input) { items += page.items }
        if let envelope = try WireCheck.decoded(ChatItemEnvelope.self, from: input) { items.append(envelope.item) }
        if let completion = try WireCheck.decoded(ChatCompletion.self, from: input) { items.append(completion.item) }
        _ = try WireCheck.decoded(ChatAttachmentEnvelope.self, from: input)
        for item in items {
            for zone in chatTimeZones {
                try WireCheck.mapped(id: item.someID, title: item.text) { () throws(DomainError) in try readable { () throws(UnreadableItem) in try item.some(in: zone) } }
            }
        }
    }

    /// UTC, and the zones 14 hours ahead and 11 behind it.
    private static let chatTimeZones = ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"].map { Zone(TimeZone(identifier: $0)!) }
}
