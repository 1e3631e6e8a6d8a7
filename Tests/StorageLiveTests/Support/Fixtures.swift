import Core
import Foundation

/// Data shared by the suites.
enum Fixtures {
    /// 2025-11-20T12:00:00Z.
    static let noon = Date(timeIntervalSince1970: 1_763_640_000)

    /// Three somes with every optional field both set and unset, in a non-sorted order.
    static let somes: [Some] = [
        Some(
            id: "3", title: "Fit the hinge", status: .inProgress, assignee: "Ana",
            dueDate: CalendarDate(year: 2026, month: 11, day: 30), otherID: "7",
            updatedAt: noon
        ),
        Some(id: "1", title: "Measure — 寸法", status: .open, updatedAt: noon.addingTimeInterval(-3_600)),
        Some(id: "2", title: "Order \"glass\"", status: .done, assignee: nil, updatedAt: noon.addingTimeInterval(-60)),
    ]

    /// The backend outbox entries are made for, as its identity and as a base URL.
    static let backend = "https://api.example.com:443"
    static let baseURL = "https://api.example.com/v1"

    /// The file the store makes in `directory`.
    static func storePath(in directory: URL) -> String {
        directory.appendingPathComponent("store.sqlite").path
    }
}
