import FlyingFox
import FlyingSocks
import Foundation

/// Response body bytes that end in a failure instead of an end.
///
/// FlyingFox writes each buffer of an `HTTPBodySequence` to the socket as it is produced; when
/// the sequence throws, FlyingFox abandons the response and closes the connection. That is how
/// the `truncate` and `close` faults cut a response short: what the client received so far is
/// all it ever gets. (`FlyingSocks` is imported for the `AsyncBufferedSequence` protocol that
/// `HTTPBodySequence(from:count:)` takes; it ships inside the FlyingFox package.)
struct BrokenBodyBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    /// Thrown after the last byte, which makes FlyingFox drop the connection.
    struct InjectedDisconnect: Error {}

    let bytes: Data

    func makeAsyncIterator() -> Iterator {
        Iterator(bytes: bytes)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let bytes: Data
        var index: Data.Index

        init(bytes: Data) {
            self.bytes = bytes
            self.index = bytes.startIndex
        }

        mutating func next() async throws -> UInt8? {
            guard index < bytes.endIndex else { throw InjectedDisconnect() }
            defer { index += 1 }
            return bytes[index]
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            guard index < bytes.endIndex else { throw InjectedDisconnect() }
            let end = bytes.index(index, offsetBy: Swift.max(count, 1), limitedBy: bytes.endIndex) ?? bytes.endIndex
            defer { index = end }
            return Data(bytes[index..<end])
        }
    }
}
