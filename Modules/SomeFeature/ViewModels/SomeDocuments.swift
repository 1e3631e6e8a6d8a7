import Core
import FoundationEssentials
import UIComponent

/// The `--json` documents of SomeFeature's screens: one shape wherever they are printed. An app's
/// `list` and `show` and the sandbox's `--json` print these members; each adds only who printed
/// it (`app`, `context`, `backend`; `sandbox`, `scenario`). docs/schemas/list.schema.json and
/// show.schema.json describe them.
public enum SomeDocuments {
    /// `somes` (each through `record`, which may keep only some fields), `filter`, where the
    /// list came from (`live`, `stale`, `fetched_at`, `reason`), and `unreadable` only when items
    /// were left out.
    @MainActor
    public static func list(_ viewModel: SomeListViewModel, record: (Some) -> JSONValue = { SomeJSON($0).jsonValue }) -> [String: JSONValue] {
        let freshness: Freshness = viewModel.staleSince.map { .stale(fetchedAt: $0.fetchedAt, reason: $0.reason) } ?? .fresh
        var members = freshness.documentMembers(now: viewModel.clock.now)
        members["somes"] = .array(viewModel.visibleSomes.map(record))
        members["filter"] = .object([
            "status": .string(viewModel.statusFilter?.name),
            "search": .string(viewModel.searchText.isEmpty ? nil : viewModel.searchText),
        ])
        if !viewModel.unreadable.isEmpty {
            // Only when items were left out: a complete list's document is as it always was.
            members["unreadable"] = .array(viewModel.unreadable.map { JSONValue(encoding: $0) })
        }
        return members
    }

    /// `some` (through `record`) and where it came from; nil when it did not load.
    @MainActor
    public static func details(_ viewModel: SomeDetailViewModel, record: (Some) -> JSONValue = { SomeJSON($0).jsonValue }) -> [String: JSONValue]? {
        guard let some = viewModel.some else { return nil }
        var members = viewModel.freshness.documentMembers(now: viewModel.clock.now)
        members["some"] = record(some)
        return members
    }
}
