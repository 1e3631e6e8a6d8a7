import SiteContract
import StubServer

extension SiteFixture {
    /// The characters a site, task or inspection id may use: RFC 3986's unreserved ones, so an
    /// id goes into a path segment and an ETag as it is.
    static func isPlainID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "-._~".utf8.contains(byte)
        }
    }

    /// Checks the file `file` (`sites/S-1.json`) holds a well-formed site: named after its id,
    /// plain unique ids, the right JSON:API types, every linked inspection present, `due_on` a
    /// `YYYY-MM-DD` date and `updated_at` not negative. `state` is open-ended, so any value passes.
    /// - Throws: `StubServerError.invalidFixture` naming the file and the first problem.
    func validate(file: String) throws(StubServerError) {
        func fail(_ reason: String) -> StubServerError { .invalidFixture(file: file, reason: reason) }
        guard Self.isPlainID(siteID) else { throw fail("site_id '\(siteID)' may use only letters, digits, '-', '.', '_' and '~'") }
        guard file == "sites/\(siteID).json" else { throw fail("must be named sites/\(siteID).json") }
        guard Set(tasks.map(\.id)).count == tasks.count else { throw fail("task ids repeat") }
        let inspectionIDs = Set(inspections.map(\.id))
        guard inspectionIDs.count == inspections.count else { throw fail("inspection ids repeat") }
        for inspection in inspections {
            guard Self.isPlainID(inspection.id) else { throw fail("inspection id '\(inspection.id)' may use only letters, digits, '-', '.', '_' and '~'") }
            guard inspection.type == SiteAPI.inspectionType else {
                throw fail("inspection \(inspection.id) has type '\(inspection.type)'; it must be \"\(SiteAPI.inspectionType)\"")
            }
        }
        for task in tasks {
            guard Self.isPlainID(task.id) else { throw fail("task id '\(task.id)' may use only letters, digits, '-', '.', '_' and '~'") }
            guard task.type == SiteAPI.taskType else { throw fail("task \(task.id) has type '\(task.type)'; it must be \"\(SiteAPI.taskType)\"") }
            if let link = task.relationships?.inspection?.data {
                guard link.type == SiteAPI.inspectionType else {
                    throw fail("task \(task.id) links a '\(link.type)'; relationships.inspection must point at \"\(SiteAPI.inspectionType)\"")
                }
                guard inspectionIDs.contains(link.id) else { throw fail("task \(task.id) links inspection \(link.id), which is not in \"inspections\"") }
            }
            if let due = task.attributes.dueOn, !WireTime.isCalendarDate(due) {
                throw fail("task \(task.id): due_on '\(due)' is not YYYY-MM-DD")
            }
            guard task.attributes.updatedAt >= 0 else { throw fail("task \(task.id): updated_at \(task.attributes.updatedAt) is before 1970") }
        }
    }
}
