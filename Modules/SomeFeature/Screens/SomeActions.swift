/// The names of the actions SomeFeature's screens offer in the full-screen UI, each with its
/// own key (`ScreenOffer.action`): the shell knows none of them.
enum SomeActions {
    /// Mark the some done (`d`).
    static let done = "done"
    /// Open what the some links to (`o`).
    static let other = "other"
    // What another feature offers on the some (``SomeDetailViewModel/itemActions``) is named by
    // its own word, which the footer shows; the view model keeps those clear of the two above.
}
