import Core

/// One element of a list in a backend's body, read on its own: the item, or what kept it from
/// being read. A page of `[LenientItem<Item>]` always decodes when its items do not, so one
/// unreadable item (a null title, no id) never hides the readable ones.
public enum LenientItem<Item: Decodable & Sendable>: Decodable, Sendable {
    /// The item, read.
    case read(Item)
    /// The item could not be read: which `field` and why, and the item's scalar fields as text
    /// (so the adapter can name it by whichever field is its id).
    case unreadable(field: String, problem: String, scalars: [String: String])

    public init(from decoder: any Decoder) throws {
        do {
            self = .read(try Item(from: decoder))
        } catch {
            let (field, problem) = Self.describe(error, below: decoder.codingPath.count)
            let scalars = (try? [String: WireScalar](from: decoder))?.compactMapValues(\.text) ?? [:]
            self = .unreadable(field: field, problem: problem, scalars: scalars)
        }
    }

    /// The item, or an ``UnreadableItem`` named by the scalar field `idKey` (sanitising is the
    /// renderer's; long values are cut here so a hostile id cannot fill the screen).
    public func result(idKey: String) -> Result<Item, UnreadableItem> {
        switch self {
        case .read(let item):
            return .success(item)
        case .unreadable(let field, let problem, let scalars):
            let id = scalars[idKey].flatMap { $0.isEmpty ? nil : WireError.excerpt($0) }
            return .failure(UnreadableItem(id: id, field: field, problem: problem))
        }
    }

    /// The field (relative to the item) and the problem, for people.
    static func describe(_ error: any Error, below depth: Int) -> (field: String, problem: String) {
        guard let error = error as? DecodingError else { return ("item", "cannot be read") }
        func field(_ context: DecodingError.Context, adding key: (any CodingKey)? = nil) -> String {
            let path = context.codingPath.dropFirst(depth) + (key.map { [$0] } ?? [])
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "item" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (field(context, adding: key), "is missing")
        case .valueNotFound(_, let context):
            return (field(context), "is null")
        case .typeMismatch(let type, let context):
            let name = field(context)
            return (name, name == "item" ? "is not an object" : "is not \(WireError.kind(of: type))")
        case .dataCorrupted(let context):
            return (field(context), "cannot be read")
        @unknown default:
            return ("item", "cannot be read")
        }
    }
}

/// A JSON value as text when it is a string, a number or a boolean; nil otherwise. Never fails
/// to decode, so a dictionary of them reads any object.
struct WireScalar: Decodable {
    let text: String?

    init(from decoder: any Decoder) throws {
        let container = try? decoder.singleValueContainer()
        if let value = try? container?.decode(String.self) {
            text = value
        } else if let value = try? container?.decode(Int64.self) {
            text = String(value)
        } else if let value = try? container?.decode(Double.self) {
            text = String(value)
        } else if let value = try? container?.decode(Bool.self) {
            text = String(value)
        } else {
            text = nil
        }
    }
}

extension UnreadableItem {
    /// The error for one thing asked for by itself (`show 7`) that cannot be read: bad data,
    /// naming the field.
    /// - Parameter what: what was asked for ("some 7", "ticket 7").
    public func badResponse(_ what: String) -> DomainError {
        .badResponse("the backend sent \(what), and it cannot be read: \(field) \(problem)",
                     hint: JSONBackend.differentVersionHint)
    }
}
