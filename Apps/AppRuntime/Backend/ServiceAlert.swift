import Core
import FoundationEssentials
import UIComponent

/// An `Alert` header: a backend telling its clients about the end of its service, as Kinto
/// does: `{"code":"soft-eol","message":"…","url":"…"}` on answers while the service is being
/// retired, and with `410 Gone` once it has ended (`hard-eol`). A value that is not such JSON is
/// read as the message itself.
struct ServiceAlert: Sendable, Equatable {
    var code: String?
    var message: String?
    var url: String?

    /// The alert in `header`; nil when it says nothing.
    init?(header: String) {
        if let data = header.data(using: .utf8), let fields = try? JSONDecoder().decode(Fields.self, from: data) {
            code = fields.code.map(Sanitizer.singleLine)
            message = fields.message.map(Sanitizer.singleLine)
            url = fields.url.map(Sanitizer.singleLine)
        } else {
            message = Sanitizer.singleLine(header)
        }
        for field in [\Self.code, \.message, \.url] where self[keyPath: field]?.trimmed().isEmpty == true {
            self[keyPath: field] = nil
        }
        guard message != nil || url != nil else { return nil }
    }

    /// For a test: an alert with these fields.
    init(code: String?, message: String?, url: String?) {
        self.code = code
        self.message = message
        self.url = url
    }

    /// `: Service deprecated` (the backend's words, without a closing full stop, since a
    /// sentence of ours may go on after them), or nothing.
    private var said: String {
        guard var words = message.map(WireError.excerpt) else { return "" }
        while words.hasSuffix(".") { words.removeLast() }
        return ": " + words
    }

    /// What to do: read the backend's notice, then point the app at what replaces it.
    private var hint: String {
        let look = url.map { "see \(WireError.excerpt($0)); " } ?? ""
        return look + "if the service moved, point --base-url at its new address"
    }

    /// The service has ended (`410 Gone` with an alert): unavailable, whatever was asked.
    func ended(origin: String) -> DomainError {
        var error = DomainError(.unavailable, "the backend at \(origin) has ended this service (410 Gone)\(said)", hint: hint)
        error.status = 410
        return error
    }

    /// The service is being retired (an alert on an answer that worked): said once, the run goes on.
    func notice(origin: String) -> DomainError {
        DomainError(.unavailable, "the backend at \(origin) announces the end of this service\(code.map { " (\($0))" } ?? "")\(said)", hint: hint)
    }

    private struct Fields: Decodable {
        var code: String?
        var message: String?
        var url: String?
    }
}
