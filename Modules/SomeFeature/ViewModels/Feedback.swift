import Core

/// A one-off message a screen shows after an action ("Marked … done", "Could not …"): in the
/// full-screen UI, the shell puts it in the status line.
public typealias Feedback = ScreenMessage
