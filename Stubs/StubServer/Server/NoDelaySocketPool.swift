import FlyingSocks
import Foundation

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every socket it waits on.
///
/// FlyingFox writes a response's header and body with two `send`s. With Nagle on, the body
/// waits for the client to acknowledge the header, and a client delays that ACK by about 40 ms,
/// so every request after the first on a keep-alive connection took 40 ms instead of well
/// under one. FlyingFox 0.27 offers no hook on accepted sockets, but every socket it waits on
/// passes through its pool: first the listening socket (waiting for a connection; Linux and
/// the BSDs copy `TCP_NODELAY` from it to each accepted socket), then each connection between
/// requests. Setting the option is one `setsockopt` per wait, and harmless when already set.
public struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    /// The pool that does the waiting.
    public let base: Base

    /// Wraps `base`, usually `HTTPServer.defaultPool()`.
    public init(base: Base) {
        self.base = base
    }

    public func prepare() async throws {
        try await base.prepare()
    }

    public func run() async throws {
        try await base.run()
    }

    public func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // Fails only for sockets that are not TCP (a Unix socket): nothing to turn off there.
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
