import __Contract__
import Foundation
import StubServer

/// __Name__Feature's part of the __noun__s backend: each __noun__'s items, from its own fixture
/// files (`Fixtures/__kebab__/{__contextParameter__}.json`), served with the backend's credentials
/// check and errors.
struct __Backend____Name__: BackendFeature {
    /// One __noun__'s items: `{"__contextParameter__": "...", "items": [...]}`.
    struct Fixture: Codable, Sendable {
        var context: String
        var items: [__Backend____Name__Wire]

        enum CodingKeys: String, CodingKey {
            case context = "__contextParameter__"
            case items
        }
    }

    static func serve(_ backend: BackendFeatureKit) throws -> BackendService {
        let loaded = try FixtureFiles.load(FixtureFiles.bundled("__kebab__", in: .module), as: Fixture.self)
        for (file, fixture) in loaded where file != "__kebab__/\(fixture.context).json" {
            throw StubServerError.invalidFixture(file: file, reason: "must be named __kebab__/\(fixture.context).json")
        }
        let store = backend.store(initial: Dictionary(uniqueKeysWithValues: loaded.map { ($0.fixture.context, $0.fixture.items) }))
        let notFound = { @Sendable (what: String) in
            StubReply.error(backend.errors, status: 404, code: "not_found", message: "\(what) not found")
        }
        return BackendService(routes: [
            backend.route(__API__.list__Name__.method, __API__.list__Name__.pattern) { match in
                guard let items = await store.data[match["__contextParameter__"]] else { return notFound("__noun__ \(match["__contextParameter__"])") }
                return .json(__Backend____Name__List(items: items))
            },
            // {{#writes}}
            backend.route(__API__.mark__Name__.method, __API__.mark__Name__.pattern) { match in
                let key: String
                switch backend.idempotencyKey(match.request) {
                case .success(let found): key = found
                case .failure(let refusal): return refusal.reply
                }
                let context = match["__contextParameter__"], id = match["id"]
                return await store.write(key: key, errors: backend.errors, fingerprint: "POST \(match.request.path)") { data in
                    guard let index = data[context]?.firstIndex(where: { $0.id == id }) else {
                        return .init(reply: notFound("item \(id) of __noun__ \(context)"), changedState: false)
                    }
                    let changed = !data[context]![index].marked
                    data[context]![index].marked = true
                    return .init(reply: .json(__Backend____Name__Envelope(item: data[context]![index])), changedState: changed)
                }
            },
            // {{/writes}}
        ], reset: { await store.reset() })
    }
}
