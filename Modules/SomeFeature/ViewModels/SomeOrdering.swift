import Core

/// How the list orders and narrows somes: not-done first, then by due date (undated last),
/// then by id.
public enum SomeOrdering {
    /// `somes` in display order.
    public static func sorted(_ somes: [Some]) -> [Some] {
        somes.sorted { a, b in
            let aDone = a.status == .done, bDone = b.status == .done
            if aDone != bDone { return !aDone }
            switch (a.dueDate, b.dueDate) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a.id < b.id
            }
        }
    }

    /// Keeps the somes with `status` (all when nil) whose title contains `search`, ignoring case
    /// and diacritics (all when the search is blank).
    public static func filtered(_ somes: [Some], status: SomeStatus?, search: String) -> [Some] {
        let needle = SearchFolding.folded(search.trimmed())
        return somes.filter { some in
            (status == nil || some.status == status)
                && (needle.isEmpty || SearchFolding.folded(some.title).contains(needle))
        }
    }
}
