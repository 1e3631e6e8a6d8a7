import {{Contract}}
import Foundation
import StubServer

/// {{Name}}Feature's part of the {{noun}}s backend: each {{noun}}'s items, from its own fixture
/// files (`Fixtures/{{kebab}}/{{{contextParameter}}}.json`, or `{{kebab}}/` in the folder given to
/// `stub-server --fixtures`), served with the backend's credentials check and errors.
struct {{Backend}}{{Name}}: BackendFeature {
    /// One {{noun}}'s items: `{"{{contextParameter}}": "...", "items": [...]}`.
    struct Fixture: Codable, Sendable {
        var context: String
        var items: [{{Backend}}{{Name}}Wire]

        enum CodingKeys: String, CodingKey {
            case context = "{{contextParameter}}"
            case items
        }
    }

    static func serve(_ backend: BackendFeatureKit) throws -> BackendService {
        let loaded = try FixtureFiles.load(backend.fixtures("{{kebab}}", in: .module), as: Fixture.self)
        for (file, fixture) in loaded where file != "{{kebab}}/\(fixture.context).json" {
            throw StubServerError.invalidFixture(file: file, reason: "must be named {{kebab}}/\(fixture.context).json")
        }
        let store = backend.store(initial: Dictionary(uniqueKeysWithValues: loaded.map { ($0.fixture.context, $0.fixture.items) }))
        let notFound = { @Sendable (what: String) in
            StubReply.error(backend.errors, status: 404, code: "not_found", message: "\(what) not found")
        }
        return BackendService(routes: [
            backend.route({{API}}.list{{Name}}.method, {{API}}.list{{Name}}.pattern) { match in
                guard let items = await store.data[match["{{contextParameter}}"]] else { return notFound("{{noun}} \(match["{{contextParameter}}"])") }
                return .json({{Backend}}{{Name}}List(items: items))
            },
            {{#writes}}
            backend.route({{API}}.mark{{Name}}.method, {{API}}.mark{{Name}}.pattern) { match in
                let key: String
                switch backend.idempotencyKey(match.request) {
                case .success(let found): key = found
                case .failure(let refusal): return refusal.reply
                }
                let context = match["{{contextParameter}}"], id = match["id"]
                return await store.write(key: key, errors: backend.errors, fingerprint: "POST \(match.request.path)") { data in
                    guard let index = data[context]?.firstIndex(where: { $0.id == id }) else {
                        return .init(reply: notFound("item \(id) of {{noun}} \(context)"), changedState: false)
                    }
                    let changed = !data[context]![index].marked
                    data[context]![index].marked = true
                    return .init(reply: .json({{Backend}}{{Name}}Envelope(item: data[context]![index])), changedState: changed)
                }
            },
            {{/writes}}
        ], reset: { await store.reset() })
    }
}
