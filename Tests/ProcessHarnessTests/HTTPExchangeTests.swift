import Expectations
import Foundation
import ProcessHarness
import Testing

@Suite("HTTPExchange: one bounded request to a local server", .timeLimit(.minutes(2)))
struct HTTPExchangeTests {
    @Test("a whole response: status, header fields in order, body by its length")
    func wholeResponse() async throws {
        let server = try LocalServer.start(["POST /echo": { request in
            LocalServer.Response(201, headers: [("X-Got", request.header("X-Sent") ?? "-"), ("X-Length", String(request.body.count))],
                                 text: String(decoding: request.body, as: UTF8.self))
        }])
        defer { server.stop() }
        let response = try await HTTPExchange.send("POST", "/echo", to: "http://127.0.0.1:\(server.port)",
                                                   headers: [("X-Sent", "yes")], body: Data("hello".utf8))
        expectEqual(response.status, 201)
        expectEqual(response.header("x-got"), "yes")
        expectEqual(response.header("X-Length"), "5")
        expectEqual(response.text, "hello")
    }

    @Test("a chunked body is joined from its chunks")
    func chunked() async throws {
        let server = try LocalServer.start(["GET /many": { _ in LocalServer.Response(200, body: .streamed(count: 150_000)) }])
        defer { server.stop() }
        let response = try await HTTPExchange.send("GET", "/many", to: "http://127.0.0.1:\(server.port)")
        expectEqual(response.header("Transfer-Encoding"), "chunked")
        expectEqual(response.body.count, 150_000)
        expectEqual(Set(response.body), [UInt8(ascii: "x")])
    }

    @Test("a body cut short is an error that says how much came, not a response")
    func cutShort() async throws {
        let server = try LocalServer.start(["GET /short": { _ in LocalServer.Response(200, body: .cutShort(declared: 10, sent: 4)) }])
        defer { server.stop() }
        let error = await #expect(throws: HTTPExchangeError.self) {
            try await HTTPExchange.send("GET", "/short", to: "http://127.0.0.1:\(server.port)")
        }
        expectEqual(error?.problem, "the server closed the connection after 4 of 10 body bytes")
    }

    @Test("a server that never answers ends the exchange at its time limit, naming the request")
    func neverAnswers() async throws {
        let server = try LocalServer.start(["GET /held": { _ in LocalServer.Response(200, body: .held) }])
        defer { server.stop() }
        let error = await #expect(throws: HTTPExchangeError.self) {
            try await HTTPExchange.send("GET", "/held", to: "http://127.0.0.1:\(server.port)", timeout: .milliseconds(200))
        }
        expectEqual(error?.what, "GET http://127.0.0.1:\(server.port)/held")
        expectContains(error?.problem ?? "", "no whole response within 0.2 seconds")
    }

    @Test("nothing listening is no connection, with the system's reason")
    func refused() async throws {
        let closed = try ClosedPort(port: 0)
        let error = await #expect(throws: HTTPExchangeError.self) {
            try await HTTPExchange.send("GET", "/", to: "http://127.0.0.1:\(closed.port)")
        }
        expectEqual(error?.problem, "no connection (connection refused)")
    }
}
