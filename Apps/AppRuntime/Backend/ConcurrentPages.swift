import Core

/// Fetching the pages of a list whose page count is known, all at once up to a bound, results in order.
public enum ConcurrentPages {
    /// How many pages are in flight at once: every page after the first, up to sixteen (the
    /// HTTP client's pooled handles), so a list of up to seventeen pages costs two round trips
    /// (page 1, then all the others) and a longer one stays polite. It was six, three round
    /// trips for ten pages; decision 0012 has the figures.
    public static let defaultWidth = 16

    /// Fetches every page in `numbers` with at most `width` in flight and returns them in the
    /// order of `numbers`. The first failure cancels the pages still in flight and is thrown:
    /// a list is whole or not at all.
    public static func fetch<Page: Sendable>(
        _ numbers: [Int], width: Int = defaultWidth,
        _ fetch: @escaping @Sendable (Int) async throws(DomainError) -> Page
    ) async throws(DomainError) -> [Page] {
        let failure: DomainError?
        var pages = [Page?](repeating: nil, count: numbers.count)
        failure = await withTaskGroup(of: (Int, Result<Page, DomainError>).self) { group in
            var next = 0
            func startNext() {
                guard next < numbers.count else { return }
                let index = next, number = numbers[index]
                next += 1
                group.addTask {
                    do throws(DomainError) {
                        return (index, .success(try await fetch(number)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            for _ in 0..<max(1, width) { startNext() }
            while let (index, result) = await group.next() {
                switch result {
                case .success(let page):
                    pages[index] = page
                    startNext()
                case .failure(let error):
                    // The pages still in flight are cancelled; what they answer does not matter.
                    group.cancelAll()
                    return error
                }
            }
            return nil
        }
        if let failure { throw failure }
        return pages.compactMap { $0 }
    }
}
