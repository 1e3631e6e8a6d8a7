/// One entry of a target's `dependencies` in dump-package's JSON.
///
/// dump-package writes each case as a one-key object holding an array:
/// `{"byName": [name, condition]}`, `{"target": [name, condition]}`,
/// `{"product": [name, package, moduleAliases, condition]}`.
enum TargetDependency: Decodable, Sendable, Equatable {
    /// `"Core"`: a target of this package if one has the name, else a product of the package with that name.
    case byName(String)
    /// `.target(name:)`.
    case target(String)
    /// `.product(name:package:)`; `package` is nil when the manifest leaves it out.
    case product(name: String, package: String?)

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "expected one of {\"byName\": [...]}, {\"target\": [...]}, {\"product\": [...]}"
            ))
        }
        var values = try container.nestedUnkeyedContainer(forKey: key)
        let name = try values.decode(String.self)
        switch key.stringValue {
        case "byName":
            self = .byName(name)
        case "target":
            self = .target(name)
        case "product":
            let package = values.isAtEnd ? nil : try values.decodeIfPresent(String.self)
            self = .product(name: name, package: package)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "unknown dependency kind \"\(key.stringValue)\" (expected byName, target or product)"
            )
        }
    }
}
