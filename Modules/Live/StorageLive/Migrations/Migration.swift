/// One step of the schema: the SQL that takes a file from `version - 1` to `version`.
struct Migration: Sendable {
    /// The `PRAGMA user_version` the file has after this step.
    let version: Int
    /// What the step adds, for error messages ("outbox claims and analytics").
    let summary: String
    /// The schema script; runs inside the step's transaction.
    let sql: String
}
