import FoundationEssentials

/// A write made while offline (or not yet confirmed), kept until the backend accepts it.
public struct OutboxEntry: Sendable, Hashable {
    /// Its row id, in the order entries were made.
    public var id: Int64
    /// The context it belongs to ("order:42").
    public var context: String
    /// What to do ("complete").
    public var action: String
    /// What to do it to (a some's id).
    public var target: String
    /// What the write carries beyond its target (a comment's text), as the feature that queued
    /// it wrote it; nil when it needs nothing more.
    public var payload: String?
    /// The key the backend uses to apply it once however often it is sent; unique.
    public var idempotencyKey: String
    /// When it was made.
    public var createdAt: Date
    /// How many times sending it failed.
    public var attempts: Int
    /// Why the last attempt failed, if one did.
    public var lastError: String?
    /// The backend it was made for and may only be sent to (its origin, `https://host:443`);
    /// nil for an entry made before entries were bound, until a run claims it.
    public var backend: String?
    /// The base URL it was made with, for a command that would send it (`https://host/api`).
    public var baseURL: String?
    /// Until when a claimer holds it, if one does.
    public var claimedUntil: Date?
    /// The version of its target the write was made against (an `ETag`), sent as a
    /// precondition on every try; nil when the backend guards writes by key alone.
    public var version: String?
    /// The settings the write was made with that a write depends on (who made it), by key,
    /// sent as they were on every try; empty when it depends on none.
    public var settings: [String: String] = [:]
    /// True when the entry holds settings this build cannot read (another build wrote them): it
    /// cannot be sent as it was made.
    public var settingsUnreadable = false

    /// Makes an entry.
    public init(
        id: Int64, context: String, action: String, target: String, idempotencyKey: String,
        createdAt: Date, attempts: Int = 0, lastError: String? = nil,
        backend: String? = nil, baseURL: String? = nil, claimedUntil: Date? = nil, payload: String? = nil, version: String? = nil,
        settings: [String: String] = [:]
    ) {
        self.id = id
        self.context = context
        self.action = action
        self.target = target
        self.idempotencyKey = idempotencyKey
        self.createdAt = createdAt
        self.attempts = attempts
        self.lastError = lastError
        self.backend = backend
        self.baseURL = baseURL
        self.claimedUntil = claimedUntil
        self.payload = payload
        self.version = version
        self.settings = settings
    }
}

extension OutboxEntry {
    /// The columns ``init(row:)`` reads, in order.
    static let columns = """
        id, context, action, target, idempotency_key, created_at, attempts, last_error, backend, base_url, \
        CASE WHEN claimed_by IS NULL THEN NULL ELSE claimed_until END, payload, version, settings
        """

    /// Reads an entry from a row selected with ``columns``.
    init(row: Row) {
        let settingsText = row.optionalText(13)
        let settings = settingsText.flatMap(Self.settings(from:))
        self.init(
            id: row.int64(0), context: row.text(1), action: row.text(2), target: row.text(3),
            idempotencyKey: row.text(4), createdAt: Date(timeIntervalSince1970: row.double(5)),
            attempts: row.int(6), lastError: row.optionalText(7), backend: row.optionalText(8),
            baseURL: row.optionalText(9), claimedUntil: row.optionalDouble(10).map(Date.init(timeIntervalSince1970:)),
            payload: row.optionalText(11), version: row.optionalText(12),
            settings: settings ?? [:]
        )
        settingsUnreadable = settingsText != nil && settings == nil
    }

    /// The settings column's text: a JSON object of strings, keys sorted; nil for none.
    static func text(of settings: [String: String]) -> String? {
        guard !settings.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(settings)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The settings read back; nil for text that is not such an object (an entry another build wrote).
    static func settings(from text: String) -> [String: String]? {
        try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))
    }
}
