import Core
import HTTPClientLive

/// Where the next page of a list is, from the paging headers backends send: a `Link` with
/// `rel="next"` (RFC 8288; GitHub, HAL servers), else a `Next-Page` header holding the URL
/// (Kinto). The URL is as sent, maybe relative: ``JSONBackend/send(_:link:body:headers:within:)``
/// resolves it and follows it only on the backend's own origin.
public enum NextPage {
    /// The next page's URL, or nil on the last page.
    public static func link(in headers: HTTPHeaderFields) -> String? {
        if let next = LinkHeader.target(rel: "next", in: headers.values("link")) { return next }
        if let next = headers["next-page"]?.trimmed(), !next.isEmpty { return next }
        return nil
    }
}
