import Core
import SomeFeature

/// A some as the cached list keeps it: its normalized JSON form (``SomeJSON``) and, beside it in
/// the same object, the version the backend gave it (`"version"`), which `--json` never prints
/// but a later write is made against. Records kept before versions were read back with none.
struct CachedSome: Codable, Sendable {
    var json: SomeJSON
    var version: String?

    init(_ some: Some) {
        json = SomeJSON(some)
        version = some.version
    }

    /// The some, with its version.
    func some() throws(DomainError) -> Some {
        var some = try json.some()
        some.version = version
        return some
    }

    private enum Keys: String, CodingKey { case version }

    init(from decoder: any Decoder) throws {
        json = try SomeJSON(from: decoder)
        version = try decoder.container(keyedBy: Keys.self).decodeIfPresent(String.self, forKey: .version)
    }

    func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(version, forKey: .version)
    }
}

extension CachedSome: JSONRepresentable {
    /// The members ``encode(to:)`` writes: the some's JSON form, and its version when it has one.
    var jsonValue: JSONValue {
        var members = json.jsonValue.members
        if let version { members[Keys.version.rawValue] = .string(version) }
        return .object(members)
    }
}

extension CachedSome: JSONReadable {
    /// What ``init(from:)`` reads: the some's members and its version beside them.
    init?(jsonValue: JSONValue) {
        guard let json = SomeJSON(jsonValue: jsonValue), let object = JSONObjectReader(jsonValue),
              let version = object.optionalString(Keys.version.rawValue) else { return nil }
        self.json = json
        self.version = version
    }
}
