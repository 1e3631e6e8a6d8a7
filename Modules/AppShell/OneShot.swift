import Core

/// Renders one screen once, for scripts and non-interactive use.
@MainActor
public enum OneShot {
    /// Loads `screen` and returns its text followed by a newline.
    public static func render(_ screen: any Screen, options: RenderOptions) async -> String {
        await screen.load()
        return screen.render(options) + "\n"
    }
}
