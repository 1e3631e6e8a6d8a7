import ActivityFeature
import Core
import Foundation

/// Makes plausible, deterministic activity for tests and the `many` scenario.
public enum ActivityFactory {
    /// The moment generated data is relative to: 2026-11-20T09:00:00Z (SomeFeature's too).
    public static let referenceNow = Date(timeIntervalSince1970: 1_795_165_200)

    private static let people = ["Aiko Tanaka", "Ben Ortiz", "Chen Wei", "Dana Levi", "Eli Navon"]
    private static let remarks = ["Needs a second coat", "Photos added", "Waiting for the supplier", "Checked on site, fine",
                                  "Moved to next week", "Client approved the change", "Measurements do not match the plan"]
    private static let changes = ["open → in progress", "in progress → done", "done → open"]
    private static let titles = ["Check the north wall", "Order window frames", "Measure the floor tiles", "Approve the wiring plan",
                                 "Replace the door handles", "Inspect the roof drain"]

    /// `count` entries with ids "g1"..."g\(count)", newest first: one every 23 minutes before
    /// `now`; kinds, authors and somes ("1" to "12", every seventh about the whole context) cycle.
    public static func entries(count: Int, now: Date = referenceNow) -> [ActivityEntry] {
        (0..<max(count, 0)).map { index in
            let n = index + 1
            let kind: ActivityKind = [.comment, .status, .comment, .created][index % 4]
            let some: SomeID? = index % 7 == 6 ? nil : SomeID(String(index % 12 + 1))
            let text: String
            switch kind {
            case .status: text = changes[index % changes.count]
            case .created: text = some == nil ? "Site diary started" : titles[(index / 4) % titles.count]
            default: text = "\(remarks[index % remarks.count]) (\(n))"
            }
            return ActivityEntry(id: "g\(n)", someID: some, kind: kind, text: text, author: people[index % people.count],
                                 at: now.addingTimeInterval(-Double(index * 23 + 2) * 60))
        }
    }
}
