import AppRuntime
import Core
import FoundationEssentials
import __Contract__
import __Name__Feature
import __Name__FeatureHost

extension __App__ {
    /// __Name__Feature's backend: the app's adapter for the run's __noun__.
    public static func __name__Backend(_ run: AppRun) -> __Adapter__ {
        someBackend(run)
    }
}

// {{#writes}}
/// __Name__Feature on the __noun__s backend: ``__API__/list__Name__``, and marks with
/// ``__API__/mark__Name__`` and an idempotency key.
// {{/writes}}
// {{^writes}}
/// __Name__Feature on the __noun__s backend: ``__API__/list__Name__``.
// {{/writes}}
extension __Adapter__: __Name__Backend {
    public func fetch__Name__() async throws(DomainError) -> __Name__Listing {
        let what = "__noun__ \(__contextProperty__)'s __kebab__ items"
        let deadline = backend.startRead(what)
        let response = try await backend.send(__API__.list__Name__.method, __API__.list__Name__.segments(["__contextParameter__": __contextProperty__]),
                                              within: deadline)
        let body = try backend.decode(__Backend____Name__ListOf<LenientItem<__Backend____Name__Wire>>.self, from: response, what: what)
        var listing = __Name__Listing(items: [])
        for item in body.items {
            switch item.result(idKey: "id") {
            case .success(let wire): listing.items.append(__Name__Item(id: wire.id, title: wire.title, marked: wire.marked))
            case .failure(let unreadable): listing.unreadable.append(unreadable)
            }
        }
        return listing
    }
    // {{#writes}}

    public func mark__Name__(_ id: String, idempotencyKey: String) async throws(DomainError) {
        _ = try await backend.send(__API__.mark__Name__.method,
                                   __API__.mark__Name__.segments(["__contextParameter__": __contextProperty__, "id": id]),
                                   headers: [(__keyHeader__, idempotencyKey)])
    }
    // {{/writes}}
}
