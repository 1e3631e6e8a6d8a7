import Core
import OtherFeature
import SomeFeature
import Foundation

/// Makes plausible, deterministic somes for tests and the `many` scenario.
public enum SomeFactory {
    /// The moment generated data is relative to: 2026-11-20T09:00:00Z.
    public static let referenceNow = Date(timeIntervalSince1970: 1_795_165_200)

    private static let verbs = ["Check", "Order", "Measure", "Photograph", "Approve", "Replace", "Inspect", "Paint"]
    private static let things = ["the north wall", "window frames", "floor tiles", "the wiring plan",
                                 "door handles", "the roof drain", "kitchen cabinets", "the site fence"]
    private static let people = ["Aiko Tanaka", "Ben Ortiz", "Chen Wei", nil, "Dana Levi"]

    /// `count` somes with ids "1"..."count": statuses, assignees, due dates and links cycle.
    public static func somes(count: Int, now: Date = referenceNow) -> [Some] {
        let today = CalendarDate(now, in: TimeZone(identifier: "UTC")!)
        return (0..<max(count, 0)).map { index in
            let n = index + 1
            let status: SomeStatus = [.open, .inProgress, .done, .open][index % 4]
            let dueOffset = (index * 7) % 23 - 5
            let due: CalendarDate? = index % 5 == 4 ? nil : day(today, plus: dueOffset)
            return Some(
                id: SomeID(String(n)),
                title: "\(verbs[index % verbs.count]) \(things[(index / verbs.count) % things.count]) (\(n))",
                status: status,
                assignee: people[index % people.count],
                dueDate: due,
                otherID: index % 3 == 0 ? OtherID(String(100 + index % 7)) : nil,
                updatedAt: now.addingTimeInterval(-Double((index * 37) % 5000) * 60)
            )
        }
    }

    /// An other for every id the somes link to.
    public static func others(for somes: [Some]) -> [OtherID: Other] {
        var others: [OtherID: Other] = [:]
        for id in somes.compactMap(\.otherID) {
            others[id] = Other(id: id, name: "Drawing \(id)", kind: "drawing")
        }
        return others
    }

    private static func day(_ date: CalendarDate, plus days: Int) -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day))!
        return CalendarDate(calendar.date(byAdding: .day, value: days, to: start)!, in: calendar.timeZone)
    }
}
