import Expectations
import Foundation
import ProcessHarness
import Testing

/// What the client got back.
struct TestResponse {
    let status: Int
    let body: Data
    /// Header names lowercased; the first value of each.
    let headers: [String: String]

    /// The body parsed as JSON; fails the test with the raw text when it is not JSON.
    func json() throws -> JSON {
        try JSON.parse(body)
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A client bound to one server: each request on a connection of its own, on a thread of its
/// own, whole or failed within ``HTTPExchange/defaultTimeout`` (docs/reliability.md says why not
/// URLSession).
struct TestClient {
    let baseURL: URL

    /// Sends a request; `target` is a path with an optional query, e.g. `/order/42/somes?page=2`.
    func send(_ method: String = "GET", _ target: String, headers: [String: String] = [:], body: Data? = nil) async throws -> TestResponse {
        let response = try await HTTPExchange.send(method, target, to: baseURL.absoluteString,
                                                   headers: headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, body: body)
        var fields: [String: String] = [:]
        for field in response.headerFields where fields[field.name.lowercased()] == nil {
            fields[field.name.lowercased()] = field.value
        }
        return TestResponse(status: response.status, body: response.body, headers: fields)
    }

    func get(_ target: String, headers: [String: String] = [:]) async throws -> TestResponse {
        try await send("GET", target, headers: headers)
    }

    /// App A's completion: `PATCH` with `{"state":"done"}` and an `Idempotency-Key`.
    func patchDone(_ target: String, key: String?, body: String = #"{"state":"done"}"#, headers: [String: String] = Auth.order) async throws -> TestResponse {
        var all = headers.merging(["Content-Type": "application/json"]) { $1 }
        if let key { all["Idempotency-Key"] = key }
        return try await send("PATCH", target, headers: all, body: Data(body.utf8))
    }

    /// App B's completion: `POST .../complete` with an `X-Request-Id`.
    func postComplete(_ target: String, requestID: String?, headers: [String: String] = Auth.chat) async throws -> TestResponse {
        var all = headers
        if let requestID { all["X-Request-Id"] = requestID }
        return try await send("POST", target, headers: all)
    }

    /// `GET /_stub/stats` as JSON.
    func stats() async throws -> JSON {
        try await get("/_stub/stats").json()
    }
}

/// Asserts that `request` ends without a whole response (the connection closed early), not with a
/// status and not by running out of time.
func expectTransportError(_ request: () async throws -> TestResponse, sourceLocation: SourceLocation = #_sourceLocation) async {
    do {
        let response = try await request()
        Issue.record("expected a transport error, got HTTP \(response.status): \(response.text)", sourceLocation: sourceLocation)
    } catch let error as HTTPExchangeError {
        expectContains(error.problem, "closed the connection", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected a transport error, got \(error)", sourceLocation: sourceLocation)
    }
}
