import Core

/// The on-disk form of a scenario (`Stubs/SomeFeatureStubs/Scenarios/NAME.json`).
///
/// Somes use the normalized JSON model (`SomeJSON`), the same shape `--json` prints.
struct ScenarioFile: Decodable {
    var summary: String
    var now: String
    var somes: [SomeJSON]?
    var generate: Generate?
    var listError: ErrorJSON?
    var stale: Stale?
    var seen: [String]?
    var others: [OtherJSON]?
    var complete: String?
    var completeError: ErrorJSON?
    var delayMS: Int?

    enum CodingKeys: String, CodingKey {
        case summary, now, somes, generate, stale, seen, others, complete
        case listError = "list_error"
        case completeError = "complete_error"
        case delayMS = "delay_ms"
    }

    struct Generate: Decodable {
        var count: Int
    }

    struct Stale: Decodable {
        var fetchedAt: String
        var reason: ErrorJSON

        enum CodingKeys: String, CodingKey {
            case fetchedAt = "fetched_at"
            case reason
        }
    }

    struct ErrorJSON: Decodable {
        var kind: String
        var message: String
        var hint: String?
    }

    struct OtherJSON: Decodable {
        var id: String
        var name: String
        var kind: String
    }
}
