import Expectations
import FlyingSocks
import Foundation
@testable import StubServer
import Testing

@Suite("Nagle off: every socket the server waits on sends at once", .timeLimit(.minutes(2)))
struct NoDelaySocketPoolTests {
    static var noDelay: BoolSocketOption { BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY) }

    /// A pool whose sockets are always ready; it records what it was asked to wait for.
    final class ReadyPool: AsyncSocketPool, @unchecked Sendable {
        private let lock = NSLock()
        private var waits: [Socket.Events] = []
        var events: [Socket.Events] { lock.withLock { waits } }
        func prepare() async throws {}
        func run() async throws {}
        func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
            lock.withLock { waits.append(events) }
        }
    }

    @Test func aSocketWaitedOnHasNagleTurnedOffAndStillWaitsInTheBasePool() async throws {
        let socket = try Socket(domain: AF_INET)
        defer { try? socket.close() }
        try expectEqual(socket.getValue(for: Self.noDelay), false)
        let base = ReadyPool()
        try await NoDelaySocketPool(base: base).suspendSocket(socket, untilReadyFor: .read)
        try expectEqual(socket.getValue(for: Self.noDelay), true)
        expectEqual(base.events, [.read])
    }

    @Test func aListeningSocketPassesItOnToEveryConnectionItAccepts() async throws {
        let listener = try Socket(domain: AF_INET)
        defer { try? listener.close() }
        try listener.bind(to: .inet(ip4: "127.0.0.1", port: 0))
        try listener.listen()
        try await NoDelaySocketPool(base: ReadyPool()).suspendSocket(listener, untilReadyFor: .connection)
        guard case .ip4(_, let port) = try listener.sockname() else { Issue.record("no IPv4 port"); return }

        let client = try Socket(domain: AF_INET)
        defer { try? client.close() }
        try client.connect(to: .inet(ip4: "127.0.0.1", port: port))
        let accepted = Socket(file: try listener.accept().file)
        defer { try? accepted.close() }
        try expectEqual(accepted.getValue(for: Self.noDelay), true)
        try expectEqual(client.getValue(for: Self.noDelay), false)
    }
}
