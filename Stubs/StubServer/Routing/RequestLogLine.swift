/// One `--log` line: method, path with query, status, duration, and the fault if any.
///
/// Only the request line goes in: never a header value, so never a token.
struct RequestLogLine {
    var method: String
    var target: String
    var status: Int
    var elapsed: Duration
    var fault: FaultPlan?

    var text: String {
        let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        var line = "\(method) \(target) \(status) \(milliseconds)ms"
        if let fault, !fault.isEmpty { line += " fault=\(fault.spec)" }
        return line
    }
}
