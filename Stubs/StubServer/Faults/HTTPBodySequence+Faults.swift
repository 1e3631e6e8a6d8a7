import FlyingFox
import Foundation

extension HTTPBodySequence {
    /// Declares `body.count` bytes (Content-Length) but sends only the first half, then closes.
    static func truncated(_ body: Data) -> HTTPBodySequence {
        HTTPBodySequence(from: BrokenBodyBytes(bytes: FaultPlan.Failure.truncate.sentPart(of: body) ?? body), count: body.count)
    }

    /// Sends the first half of `body` as one chunk (Transfer-Encoding: chunked), then closes
    /// without the terminating zero-length chunk.
    static func droppedMidway(_ body: Data) -> HTTPBodySequence {
        HTTPBodySequence(from: BrokenBodyBytes(bytes: FaultPlan.Failure.close.sentPart(of: body) ?? body))
    }
}
