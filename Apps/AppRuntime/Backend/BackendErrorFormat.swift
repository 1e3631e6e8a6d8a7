import FoundationEssentials

/// How a backend spells an error body, so a person sees the backend's own words
/// ("order 99 does not exist") next to the status.
public struct BackendErrorFormat: Sendable {
    /// Reads the message out of an error body; nil when the body is not in this format.
    public let message: @Sendable (Data) -> String?

    /// A format read by `message`.
    public init(message: @escaping @Sendable (Data) -> String?) {
        self.message = message
    }

    /// A JSON body decoded as `type`, its message picked by `message`.
    public static func json<Body: Decodable & SendableMetatype>(_ type: Body.Type, message: @escaping @Sendable (Body) -> String?) -> Self {
        BackendErrorFormat { data in
            (try? JSONDecoder().decode(Body.self, from: data)).flatMap(message)
        }
    }

    /// RFC 7807 / 9457 `application/problem+json`: the `detail`, else the `title`.
    public static let problemJSON = json(ProblemDetails.self) { problem in
        problem.detail ?? problem.title
    }

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
