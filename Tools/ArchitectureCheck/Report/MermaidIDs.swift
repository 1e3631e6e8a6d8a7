/// Mermaid ids for the diagram's nodes and subgraphs: only ASCII letters, digits and
/// underscores, never a word Mermaid reads as syntax, and never the same id twice.
struct MermaidIDs {
    /// What an id names. Targets, packages and subgraphs share Mermaid's one namespace.
    enum Node: Hashable {
        case module(String)
        case package(String)
        /// The subgraph of a kind; nil for the targets no rule classifies.
        case subgraph(ModuleKind?)

        /// The title of the subgraph of unclassified targets.
        static let unclassified = "unclassified"

        var name: String {
            switch self {
            case let .module(name), let .package(name): return name
            case let .subgraph(kind): return kind?.rawValue ?? Self.unclassified
            }
        }
    }

    /// Words that start a statement or close a subgraph; `end` as a node id breaks a flowchart.
    static let reserved: Set<String> = [
        "call", "class", "classDef", "click", "default", "direction", "end", "flowchart", "graph",
        "href", "linkStyle", "style", "subgraph",
    ]

    private var assigned: [Node: String] = [:]
    private var taken: Set<String> = []

    /// Gives `node` an id: its name made safe, then `_2`, `_3`, ... while that is taken.
    /// Assign in a fixed order; the first to ask keeps the plain id.
    mutating func assign(_ node: Node) {
        guard assigned[node] == nil else { return }
        let base = Self.safe(node.name)
        var id = base
        var counter = 2
        while taken.contains(id) {
            id = "\(base)_\(counter)"
            counter += 1
        }
        taken.insert(id)
        assigned[node] = id
    }

    /// The id ``assign(_:)`` gave the node; its safe name when it gave none.
    subscript(node: Node) -> String {
        assigned[node] ?? Self.safe(node.name)
    }

    /// Every character outside `[A-Za-z0-9_]` becomes `_`; reserved words get a trailing `_`.
    static func safe(_ name: String) -> String {
        let id = String(name.map { character in
            character.isASCII && (character.isLetter || character.isNumber || character == "_") ? character : "_"
        })
        if id.isEmpty { return "_" }
        return reserved.contains(id) ? id + "_" : id
    }

    /// Text for inside a node's brackets: as is when it is a plain word, else quoted, with
    /// quotes written as Mermaid's `#quot;`.
    static func label(_ text: String) -> String {
        if !text.isEmpty && safe(text) == text { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "#quot;") + "\""
    }
}
