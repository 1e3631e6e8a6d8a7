import Core

/// What the list and the details both say and record after completing a some.
enum SomeCompletion {
    static func feedback(for outcome: WriteOutcome, title: String) -> Feedback {
        switch outcome {
        case .applied:
            Feedback(.success, "Marked “\(title)” done.")
        case .unchanged:
            Feedback(.info, "“\(title)” was already done; nothing was changed.")
        case .queued(let reason):
            Feedback(.warning, "Saved “\(title)” as done offline: \(reason.message).",
                     hint: "type `r` to send it when the backend is back",
                     suggestion: Suggestion(interactive: "type `r` to send it when the backend is back", command: "sync",
                                            purpose: "send it now (any later command also sends it)"))
        }
    }

    static func event(id: SomeID, outcome: WriteOutcome) -> AnalyticsEvent {
        let queued = if case .queued = outcome { true } else { false }
        return AnalyticsEvent("some_completed", ["id": id.rawValue, "queued": String(queued), "changed": String(outcome != .unchanged)])
    }
}
