import Foundation

/// Reading `Accept-Encoding` (RFC 9110 §12.5.3) for the one coding the stub can send.
public enum AcceptEncoding {
    /// Whether `header` accepts gzip: `gzip` (or `x-gzip`) listed with a quality above 0, or
    /// `*` above 0 when gzip is not listed. `gzip;q=0` refuses it whatever `*` says.
    public static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var star: Bool?
        for member in header.split(separator: ",") {
            let parts = member.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { return quality > 0 }
            if coding == "*" { star = quality > 0 }
        }
        return star ?? false
    }
}
