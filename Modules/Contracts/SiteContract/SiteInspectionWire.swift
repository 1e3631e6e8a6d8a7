/// An inspection: the sites backend's "other" (`GET /api/sites/{site}/inspections/{id}`).
public struct SiteInspectionResource: Codable, Sendable, Equatable {
    /// Always ``SiteAPI/inspectionType``.
    public var type: String
    /// String id, referenced by a task's `relationships.inspection`.
    public var id: String
    /// Its fields.
    public var attributes: Attributes

    /// An inspection's own fields.
    public struct Attributes: Codable, Sendable, Equatable {
        /// What it is called ("Scaffold check, level 3").
        public var name: String
        /// What kind of inspection ("safety", "quality").
        public var kind: String

        /// Makes attributes.
        public init(name: String, kind: String) {
            self.name = name
            self.kind = kind
        }
    }

    /// Makes an inspection.
    public init(id: String, name: String, kind: String) {
        self.type = SiteAPI.inspectionType
        self.id = id
        self.attributes = Attributes(name: name, kind: kind)
    }
}

/// `{"data": inspection}`.
public struct SiteInspectionDocument: Codable, Sendable, Equatable {
    /// The inspection.
    public var data: SiteInspectionResource

    /// Makes a document.
    public init(data: SiteInspectionResource) {
        self.data = data
    }
}
