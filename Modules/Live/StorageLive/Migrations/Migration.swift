/// One step of a file's schema: the SQL that takes the file from `version - 1` to `version`.
struct Migration: Sendable {
    /// The `PRAGMA user_version` the file has after this step.
    let version: Int
    /// What the step adds, for error messages ("outbox claims and analytics").
    let summary: String
    /// The schema script; runs inside the step's transaction.
    let sql: String
    /// Whether the script moves tables out to the store's other files. It then runs on a
    /// connection that has all of them open (see ``Migrator/AttachedFiles``) and names this file
    /// `data`, the cache file `main` and the state file `state`.
    var spansFiles = false
    /// For a step that spans files: the tables of this file it moves out and then drops. When
    /// all of them are empty (a file made by this build) and the other files cannot be used,
    /// the step only drops them, so a broken cache or state file does not cost the outbox.
    var movesTables: [String] = []
}
