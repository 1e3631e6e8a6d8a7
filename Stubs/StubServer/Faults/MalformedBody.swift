import Foundation

/// The body of a `malformed` fault.
enum MalformedBody {
    /// The first half of the real body followed by a marker: it looks like the API's JSON at a
    /// glance (same opening keys) but can never parse, because the top-level object never
    /// closes and the marker is not a JSON token.
    static func make(from body: Data) -> Data {
        body.prefix(body.count / 2) + Data("<stub-fault: malformed>".utf8)
    }
}
