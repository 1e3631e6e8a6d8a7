import Foundation

/// A fault spec that could not be read; the message says what to send instead.
public struct FaultSpecError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, ready to show to a person.
    public var description: String
}

extension FaultPlan {
    /// Reads a fault spec such as `status=503`, `delay=1500`, `malformed`, `truncate`,
    /// `close` or `delay=800,status=502`.
    /// - Throws: `FaultSpecError` naming the part that is not understood.
    public init(spec: String) throws(FaultSpecError) {
        self.init()
        let parts = spec.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !parts.isEmpty else { throw Self.usage("empty fault spec") }
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            switch (pair.first?.lowercased(), pair.count == 2 ? pair[1] : nil) {
            case ("delay", let value?):
                guard let ms = Int(value), ms >= 0 else { throw Self.usage("delay must be milliseconds >= 0, not '\(value)'") }
                delayMilliseconds = ms
            case ("status", let value?):
                guard let code = Int(value), Self.isAllowedStatus(code) else {
                    throw Self.usage("status must be an HTTP status 200...599 (not 204/205/304), not '\(value)'")
                }
                try setFailure(.status(code))
            case ("retry-after", let value?):
                guard let seconds = Int(value), seconds >= 0 else { throw Self.usage("retry-after must be seconds >= 0, not '\(value)'") }
                retryAfterSeconds = seconds
            case ("backoff", let value?):
                guard let seconds = Int(value), seconds >= 0 else { throw Self.usage("backoff must be seconds >= 0, not '\(value)'") }
                backoffSeconds = seconds
            case ("alert", let value?):
                guard Self.alertCodes.contains(value) else { throw Self.usage("alert must be one of \(Self.alertCodes.joined(separator: ", ")), not '\(value)'") }
                alert = value
            case ("malformed", nil): try setFailure(.malformed)
            case ("truncate", nil): try setFailure(.truncate)
            case ("close", nil): try setFailure(.close)
            default: throw Self.usage("unknown fault '\(part)'")
            }
        }
        if retryAfterSeconds != nil, !Self.isStatus(failure) {
            throw Self.usage("retry-after goes with a status (e.g. status=429,retry-after=120)")
        }
    }

    private static func isStatus(_ failure: Failure?) -> Bool {
        if case .status = failure { return true }
        return false
    }

    private mutating func setFailure(_ new: Failure) throws(FaultSpecError) {
        guard failure == nil else { throw Self.usage("at most one of status/malformed/truncate/close per request") }
        failure = new
    }

    private static func usage(_ problem: String) -> FaultSpecError {
        FaultSpecError(description: "\(problem); use status=503, delay=1500, malformed, truncate, close, or delay=N plus one of them (e.g. delay=800,close); a status may add retry-after=SECONDS; any may add backoff=SECONDS or alert=soft-eol|hard-eol")
    }
}
