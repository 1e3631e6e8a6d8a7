import FlyingFox
import Foundation

extension HTTPBodySequence {
    /// Declares `body.count` bytes (Content-Length) but sends only the first half, then closes.
    static func truncated(_ body: Data) -> HTTPBodySequence {
        HTTPBodySequence(from: BrokenBodyBytes(bytes: body.prefix(body.count / 2)), count: body.count)
    }

    /// Sends the first half of `body` as one chunk (Transfer-Encoding: chunked), then closes
    /// without the terminating zero-length chunk.
    static func droppedMidway(_ body: Data) -> HTTPBodySequence {
        HTTPBodySequence(from: BrokenBodyBytes(bytes: body.prefix(Swift.max(body.count / 2, 1))))
    }
}
