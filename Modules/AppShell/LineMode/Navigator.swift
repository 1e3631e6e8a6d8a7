import Core

/// The stack of screens: the one on top is shown.
@MainActor
public final class Navigator {
    /// The screens, root first.
    public private(set) var stack: [any Screen]

    /// Starts with `root` on the stack.
    public convenience init(root: any Screen) {
        self.init(stack: [root])
    }

    /// Starts with `stack` (root first, never empty).
    public init(stack: [any Screen]) {
        precondition(!stack.isEmpty, "a navigator needs a screen to show")
        self.stack = stack
    }

    /// The screen shown now.
    public var top: any Screen { stack[stack.count - 1] }

    /// Loads `screen` and puts it on top.
    public func push(_ screen: any Screen) async {
        stack.append(screen)
        await screen.load()
    }

    /// Goes back one screen; false at the root, which is never popped.
    @discardableResult
    public func pop() -> Bool {
        guard stack.count > 1 else { return false }
        stack.removeLast()
        return true
    }

    /// "Somes › Some 3 › Other 7".
    public var breadcrumb: String {
        stack.map(\.title).joined(separator: " › ")
    }
}
