/// The names of the actions SomeFeature's screens offer in the full-screen UI, each with its
/// own key (`ScreenOffer.action`): the shell knows none of them.
enum SomeActions {
    /// Mark the some done (`d`).
    static let done = "done"
    /// Open what the some links to (`o`).
    static let other = "other"
    /// Open the some's activity (`a`), where the app has something to show for it.
    static let activity = "activity"
}
