import AppRuntime
import Core
import Foundation
@testable import SiteApp
import SiteContract

extension FuzzTarget {
    /// App C's bodies as `site-app` reads them: JSON:API pages, single tasks and inspections,
    /// JSON:API error documents, and the token endpoint's answers.
    static let siteWire = FuzzTarget(
        "site-wire",
        "a sites-backend body read as a task page (each task on its own, as site-app reads it), a task, an inspection, a JSON:API error and the contract's token grant, each task mapped to Core's Some as site-app maps it"
    ) { input throws(FuzzFailure) in
        var tasks: [SiteTaskResource] = []
        // As the adapter reads a page: each task on its own, an unreadable one named.
        if let page = try WireCheck.decoded(SiteTaskPageOf<LenientItem<SiteTaskResource>>.self, from: input) {
            for item in page.data {
                if case .success(let task) = item.result(idKey: "id") { tasks.append(task) }
            }
        }
        if let document = try WireCheck.decoded(SiteTaskDocument.self, from: input) { tasks.append(document.data) }
        _ = try WireCheck.decoded(SiteInspectionDocument.self, from: input)
        _ = try WireCheck.decoded(SiteTokenGrant.self, from: input)
        _ = BackendErrorFormat.jsonAPI.message(input)
        for task in tasks {
            try WireCheck.mapped(id: task.id, title: task.attributes.title) { () throws(DomainError) in
                let some = try readable { () throws(UnreadableItem) in try task.some() }
                // A listed task's version reads back as the moment it was changed.
                guard let changedAt = SiteVersion.changedAt(some.version ?? "") else {
                    throw DomainError(.badResponse, "task \(WireError.excerpt(task.id)): its listed version \(some.version ?? "nil") is not a changed-at version")
                }
                guard abs(Double(changedAt) - some.updatedAt.timeIntervalSince1970 * 1000) < 1 else {
                    throw DomainError(.badResponse, "task \(WireError.excerpt(task.id)): version \(changedAt) ms is not its updated_at")
                }
                return some
            }
        }
    }
}
