import Core
import UIComponent

/// An error for standard error: the message and the hint, wrapped, no colour.
enum ErrorText {
    static func render(_ error: DomainError, width: Int) -> String {
        StateView.error(error.message, hint: error.hint, width: width, theme: Theme(color: false)).joined(separator: "\n")
    }
}
