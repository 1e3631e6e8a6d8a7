import FoundationEssentials

/// How a backend spells an error body, so a person sees the backend's own words
/// ("order 99 does not exist") next to the status.
public struct BackendErrorFormat: Sendable {
    /// Reads the message out of an error body; nil when the body is not in this format or says
    /// nothing for people.
    public let message: @Sendable (Data) -> String?
    /// Whether a body is this API's own error, by its shape, message or not: a 404 in the API's
    /// shape is a thing that does not exist (66); one in no shape of its (a web server's page)
    /// means the base URL is not this API's (78).
    public let isOwn: @Sendable (Data) -> Bool

    /// A format read by `message`; a body is its own when `isOwn` says so (by default, when it
    /// has a message).
    public init(message: @escaping @Sendable (Data) -> String?, isOwn: (@Sendable (Data) -> Bool)? = nil) {
        self.message = message
        self.isOwn = isOwn ?? { message($0) != nil }
    }

    /// A JSON body decoded as `type`, its message picked by `message`; a body that decodes as
    /// `type` and passes `isOwn` is the API's own error even when it has no message (Kinto's
    /// `{"code":404,"errno":110,"error":"Not Found"}`).
    public static func json<Body: Decodable & SendableMetatype>(_ type: Body.Type, message: @escaping @Sendable (Body) -> String?,
                                                                 isOwn: @escaping @Sendable (Body) -> Bool = { _ in true }) -> Self {
        BackendErrorFormat(
            message: { data in (try? JSONDecoder().decode(Body.self, from: data)).flatMap(message) },
            isOwn: { data in (try? JSONDecoder().decode(Body.self, from: data)).map(isOwn) ?? false }
        )
    }

    /// RFC 7807 / 9457 `application/problem+json`: the `detail`, else the `title`. A body is one
    /// when it has any of the document's members.
    public static let problemJSON = json(ProblemDetails.self, message: { problem in
        problem.detail ?? problem.title
    }, isOwn: { problem in
        problem.type != nil || problem.title != nil || problem.status != nil || problem.detail != nil
    })

    /// JSON:API errors (`{"errors":[{"status","code","title","detail"}]}`): each error's
    /// `detail`, else its `title`, joined with "; ".
    public static let jsonAPI = json(JSONAPIErrors.self) { document in
        let said = document.errors.compactMap { $0.detail ?? $0.title }.filter { !$0.isEmpty }
        return said.isEmpty ? nil : said.joined(separator: "; ")
    }

    /// No message beyond the status.
    public static let none = BackendErrorFormat { _ in nil }
}

/// An RFC 7807 problem document (`type`, `title`, `status`, `detail`, `instance`).
public struct ProblemDetails: Codable, Sendable, Equatable {
    /// A URI naming the kind of problem.
    public var type: String?
    /// A short summary of the kind of problem.
    public var title: String?
    /// The HTTP status.
    public var status: Int?
    /// What went wrong this time, for people.
    public var detail: String?
    /// A URI naming this occurrence.
    public var instance: String?
}

/// A JSON:API error document (`{"errors":[…]}`), as far as a message needs it.
public struct JSONAPIErrors: Codable, Sendable, Equatable {
    /// The errors.
    public var errors: [Error]

    /// One JSON:API error object.
    public struct Error: Codable, Sendable, Equatable {
        /// The HTTP status, as a string.
        public var status: String?
        /// A code for programs.
        public var code: String?
        /// A short summary of the kind of problem.
        public var title: String?
        /// What went wrong this time, for people.
        public var detail: String?
    }
}
