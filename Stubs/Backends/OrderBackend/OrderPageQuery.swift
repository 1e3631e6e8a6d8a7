import OrderContract
import StubServer

/// App A's `page` / `per_page`, read the same way for every paged list (somes, activity), so
/// the two lists cannot drift apart in how they cap, count and slice.
struct OrderPageQuery {
    /// The page asked for, from 1.
    let page: Int
    /// The page size used: `per_page` capped by the server's largest page.
    let size: Int

    /// Reads the query of `request`, with the defaults for absent parameters.
    /// - Throws: `QueryNumber.Problem` when `page` or `per_page` is not an integer >= 1.
    init(_ request: StubRequest, maxPageSize: Int) throws(QueryNumber.Problem) {
        page = try QueryNumber.positive(OrderAPI.pageParameter, in: request, default: 1)
        let perPage = try QueryNumber.positive(OrderAPI.perPageParameter, in: request, default: OrderAPI.defaultPerPage)
        size = min(perPage, maxPageSize)
    }

    /// How many pages `count` items fill; at least 1, so an empty list has one empty page.
    func totalPages(of count: Int) -> Int {
        max(1, (count + size - 1) / size)
    }

    /// The items on this page; none past the end.
    func slice<Item>(_ items: [Item]) -> [Item] {
        let (start, overflow) = (page - 1).multipliedReportingOverflow(by: size)
        guard !overflow, start < items.count else { return [] }
        return Array(items[start..<min(start + size, items.count)])
    }
}
