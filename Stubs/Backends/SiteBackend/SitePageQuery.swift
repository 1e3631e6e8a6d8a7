import Foundation
import SiteContract
import StubServer

/// App C's `page[size]` and `page[cursor]`, and the `links.next` that continues a list.
struct SitePageQuery {
    /// The page size used: `page[size]` (default 50) capped by the server's largest page.
    let size: Int
    /// `page[cursor]` as sent; nil for the first page.
    let cursor: String?

    /// Reads the query of `request`.
    /// - Throws: `QueryNumber.Problem` when `page[size]` is not an integer >= 1.
    init(_ request: StubRequest, maxPageSize: Int) throws(QueryNumber.Problem) {
        let asked = try QueryNumber.positive(SiteAPI.pageSizeParameter, in: request, default: SiteAPI.defaultPageSize)
        size = min(asked, maxPageSize)
        cursor = request.queryValue(SiteAPI.pageCursorParameter)
    }

    /// The relative URL of the page after `offset` in `siteID`'s task list:
    /// `/api/sites/S-1/tasks?page%5Bsize%5D=5&page%5Bcursor%5D=...`. The brackets are
    /// percent-encoded so the URL is valid as it is for every parser (a raw `[` is not allowed in
    /// a query by RFC 3986, and curl's command line takes it for a glob); the server reads both forms.
    func nextLink(siteID: String, offset: Int) -> String {
        let path = SiteAPI.listTasks.segments(["site": siteID])
            .map { $0.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? $0 }
            .joined(separator: "/")
        let cursor = OffsetCursor(tag: SiteBackend.cursorTag, scope: siteID, offset: offset).encoded
        return "/\(path)?\(Self.encode(SiteAPI.pageSizeParameter))=\(size)&\(Self.encode(SiteAPI.pageCursorParameter))=\(cursor)"
    }

    /// RFC 3986's unreserved characters: everything else in a segment or parameter is escaped.
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encode(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name
    }
}
