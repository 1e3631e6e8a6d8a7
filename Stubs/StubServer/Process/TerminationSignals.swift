import Dispatch
import Foundation

/// SIGINT and SIGTERM turned into an awaitable event, for a clean shutdown with exit 0.
///
/// Create it before announcing that the server listens: from then on the signals no longer
/// kill the process but are delivered to `wait()`.
public final class TerminationSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    private let stream: AsyncStream<Int32>

    /// Starts catching SIGINT and SIGTERM.
    public init() {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        self.stream = stream
        self.sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
    }

    /// Suspends until SIGINT or SIGTERM arrives and returns its number.
    public func wait() async -> Int32 {
        for await number in stream {
            return number
        }
        return SIGTERM
    }
}
