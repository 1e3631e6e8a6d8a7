/// What happened to a write a person made (a some completed, a comment posted).
public enum WriteOutcome: Sendable, Hashable {
    /// The backend accepted it.
    case applied
    /// The backend already had what it asks for (someone else made the same change, or an
    /// earlier send of this one did): nothing changed, and nothing waits.
    case unchanged
    /// The backend could not be reached; the write is kept and will be sent later.
    case queued(reason: DomainError)
}
