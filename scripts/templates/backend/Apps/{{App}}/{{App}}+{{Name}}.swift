import AppRuntime
import Core
import FoundationEssentials
import {{Contract}}
import {{Name}}Feature
import {{Name}}FeatureHost

extension {{App}} {
    /// {{Name}}Feature's backend: the app's adapter for the run's {{noun}}.
    public static func {{name}}Backend(_ run: AppRun) -> {{Adapter}} {
        someBackend(run)
    }
}

{{#writes}}
/// {{Name}}Feature on the {{noun}}s backend: ``{{API}}/list{{Name}}``, and marks with
/// ``{{API}}/mark{{Name}}`` and an idempotency key.
{{/writes}}
{{^writes}}
/// {{Name}}Feature on the {{noun}}s backend: ``{{API}}/list{{Name}}``.
{{/writes}}
extension {{Adapter}}: {{Name}}Backend {
    public func fetch{{Name}}() async throws(DomainError) -> {{Name}}Listing {
        let what = "{{noun}} \({{contextProperty}})'s {{kebab}} items"
        let deadline = backend.startRead(what)
        let response = try await backend.send({{API}}.list{{Name}}.method, {{API}}.list{{Name}}.segments(["{{contextParameter}}": {{contextProperty}}]),
                                              within: deadline)
        return try {{name}}Listing(from: response, what: what)
    }

    /// The items of one answer, each read on its own: one that cannot be read is named in the
    /// listing and the others are kept.
    func {{name}}Listing(from response: BackendResponse, what: String) throws(DomainError) -> {{Name}}Listing {
        let body = try backend.decode({{Backend}}{{Name}}ListOf<LenientItem<{{Backend}}{{Name}}Wire>>.self, from: response, what: what)
        var listing = {{Name}}Listing(items: [])
        for item in body.items {
            switch item.result(idKey: "id") {
            case .success(let wire): listing.items.append({{Name}}Item(id: wire.id, title: wire.title, marked: wire.marked))
            case .failure(let unreadable): listing.unreadable.append(unreadable)
            }
        }
        return listing
    }
    {{#writes}}

    public func mark{{Name}}(_ id: String, idempotencyKey: String) async throws(DomainError) {
        _ = try await backend.send({{API}}.mark{{Name}}.method,
                                   {{API}}.mark{{Name}}.segments(["{{contextParameter}}": {{contextProperty}}, "id": id]),
                                   headers: [({{keyHeader}}, idempotencyKey)])
    }
    {{/writes}}
}
