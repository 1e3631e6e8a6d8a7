import Expectations
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a URLSession client got back.
struct TestResponse {
    let status: Int
    let body: Data
    let headers: [String: String]

    /// The body parsed as JSON; fails the test with the raw text when it is not JSON.
    func json() throws -> JSON {
        try JSON.parse(body)
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A URLSession client bound to one server, as an app's HTTP layer would use it.
struct TestClient {
    let baseURL: URL
    let session: URLSession

    init(baseURL: URL) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 5
        configuration.timeoutIntervalForResource = 10
        self.session = URLSession(configuration: configuration)
    }

    func close() {
        session.finishTasksAndInvalidate()
    }

    /// Sends a request; `target` is a path with an optional query, e.g. `/order/42/somes?page=2`.
    func send(_ method: String = "GET", _ target: String, headers: [String: String] = [:], body: Data? = nil) async throws -> TestResponse {
        var request = URLRequest(url: URL(string: baseURL.absoluteString + target)!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            fields[String(describing: name).lowercased()] = String(describing: value)
        }
        return TestResponse(status: http.statusCode, body: data, headers: fields)
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

/// Asserts that `request` fails in the transport (URLSession's error domain), not with a status.
func expectTransportError(_ request: () async throws -> TestResponse, sourceLocation: SourceLocation = #_sourceLocation) async {
    do {
        let response = try await request()
        Issue.record("expected a transport error, got HTTP \(response.status): \(response.text)", sourceLocation: sourceLocation)
    } catch {
        expectEqual((error as NSError).domain, NSURLErrorDomain, "\(error)", sourceLocation: sourceLocation)
    }
}
