import Foundation

/// One `--log` line: method, path with query, status, duration, and the fault if any.
///
/// Only the request line goes in: never a header value or the body, so never a token, a client
/// secret or the form of `POST /oauth/token`. A secret a client put in the query by mistake
/// (`client_secret`, `access_token`, ...) is written as `REDACTED`.
struct RequestLogLine {
    var method: String
    var target: String
    var status: Int
    var elapsed: Duration
    var fault: FaultPlan?

    /// Query parameters whose values are credentials (OAuth 2.0 and common API conventions).
    static let secretParameters: Set<String> = [
        "access_token", "client_secret", "refresh_token", "id_token", "token", "password", "code", "assertion", "api_key",
    ]

    var text: String {
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        var line = "\(method) \(Self.redacted(target)) \(status) \(milliseconds)ms"
        if let fault, !fault.isEmpty { line += " fault=\(fault.spec)" }
        return line
    }

    /// `target` with the value of every secret query parameter replaced by `REDACTED`.
    static func redacted(_ target: String) -> String {
        guard let mark = target.firstIndex(of: "?") else { return target }
        let pairs = target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let decoded = (try? FormBody.decode(name))?.lowercased() ?? String(name).lowercased()
            return secretParameters.contains(decoded) ? "\(name)=REDACTED" : String(pair)
        }
        return String(target[..<mark]) + "?" + pairs.joined(separator: "&")
    }
}
