import Expectations
import Foundation
import StubServer
import Testing

/// A feature's part of a backend (``BackendFeature``), on a backend made here: served beside the
/// backend's own routes behind its credentials check, and reading its fixtures from the folder
/// given to `stub-server --fixtures` when there is one.
@Suite("A feature's part of a backend", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct BackendFeatureTests {
    /// A team's notes: the part, its fixture files `notes/{team}.json`.
    struct TeamNotes: BackendFeature {
        struct Fixture: Codable, Sendable {
            var team: String
            var notes: [String]
        }

        static func serve(_ backend: BackendFeatureKit) throws -> BackendService {
            // No bundled fixtures in a test bundle: without a folder of its own the part throws.
            let loaded = try FixtureFiles.load(backend.fixtures("notes", in: .main), as: Fixture.self)
            let store = backend.store(initial: Dictionary(uniqueKeysWithValues: loaded.map { ($0.fixture.team, $0.fixture.notes) }))
            return BackendService(routes: [
                backend.route("GET", "/team/:team/notes") { match in
                    guard let notes = await store.data[match["team"]] else {
                        return .error(backend.errors, status: 404, code: "not_found", message: "team \(match["team"]) not found")
                    }
                    return .json(["notes": notes])
                },
            ], reset: { await store.reset() })
        }
    }

    /// A backend with one route of its own and the notes as its part; `X-Team-Key: k` lets a request in.
    struct TeamBackend: StubBackend {
        var name: String { "team" }
        var pathPrefixes: [String] { ["/team"] }
        var errors: ErrorShape { .plain }

        func serve(_ kit: BackendKit) throws -> BackendService {
            let errors = errors
            let refusal: @Sendable (StubRequest) async -> StubReply? = { request in
                request.header("X-Team-Key") == "k" ? nil : .error(errors, status: 401, code: "unauthorized", message: "send X-Team-Key")
            }
            let part = BackendFeatureKit(kit: kit, name: name, errors: errors, idempotencyKeyHeader: "Idempotency-Key", contexts: [:], refusal: refusal)
            return try BackendService(routes: [Route("GET", "/team/:team") { match in .json(["team": match["team"]]) }], reset: {})
                .adding([TeamNotes.self], part)
        }
    }

    /// A server playing the team's backend, its parts' fixtures from `fixtureRoot`.
    private func withServer(fixtureRoot: URL?, _ body: (TestClient) async throws -> Void) async throws {
        let server = StubServer(configuration: StubServerConfiguration(host: "127.0.0.1", port: 0, backends: [TeamBackend()], fixtureRoot: fixtureRoot))
        let url = try await server.start()
        do {
            try await body(TestClient(baseURL: url))
            await server.stop()
        } catch {
            await server.stop()
            throw error
        }
    }

    @Test("with a folder of fixtures the part serves its own from there, behind the backend's credentials check and in its error shape")
    func fromTheGivenFolder() async throws {
        let root = TemporaryFolder.make("feature-fixtures")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try Data(#"{"team":"t-1","notes":["buy milk","call the plumber"]}"#.utf8)
            .write(to: root.appendingPathComponent("notes/t-1.json"))
        try await withServer(fixtureRoot: root) { client in
            let notes = try await client.get("/team/t-1/notes", headers: ["X-Team-Key": "k"])
            expectEqual(notes.status, 200, notes.text)
            expectEqual(try notes.json()["notes"]?.array.compactMap(\.string), ["buy milk", "call the plumber"])
            // The backend's own route is still served, and the part's is refused as the backend refuses.
            try await expectEqual(client.get("/team/t-1", headers: ["X-Team-Key": "k"]).status, 200)
            let refused = try await client.get("/team/t-1/notes")
            expectEqual(refused.status, 401)
            expectContains(refused.text, "send X-Team-Key")
            try await expectEqual(client.get("/team/t-2/notes", headers: ["X-Team-Key": "k"]).status, 404)
        }
    }

    @Test("a folder of fixtures without the part's folder: the part serves nothing, as a backend whose folder is missing")
    func missingFolderServesNothing() async throws {
        let root = TemporaryFolder.make("feature-fixtures")
        try await withServer(fixtureRoot: root) { client in
            try await expectEqual(client.get("/team/t-1/notes", headers: ["X-Team-Key": "k"]).status, 404)
        }
    }

    @Test("no folder given: the part reads its bundled fixtures, and a bundle without any is an error naming the folder")
    func bundledWhenNoFolder() async throws {
        let server = StubServer(configuration: StubServerConfiguration(host: "127.0.0.1", port: 0, backends: [TeamBackend()]))
        await #expect(throws: StubServerError.self) { _ = try await server.start() }
        await server.stop()
    }
}
