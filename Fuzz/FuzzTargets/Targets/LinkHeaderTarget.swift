@testable import AppRuntime
import Foundation

extension FuzzTarget {
    /// `Link` header values (one per input line), as a backend that pages with links sends them.
    static let linkHeader = FuzzTarget(
        "link-header",
        "Link header values, one per line of input, parsed as the runtime reads a backend's next-page link"
    ) { input throws(FuzzFailure) in
        let values = String(decoding: input, as: UTF8.self).components(separatedBy: "\n")
        let links = LinkHeader.parse(values)
        let text = values.joined(separator: "\n")
        try require(links.count <= text.filter { $0 == "<" }.count, "\(links.count) links from \(text.filter { $0 == "<" }.count) '<'")
        for link in links {
            try require(!link.target.contains(">"), "link target \(link.target.debugDescription) runs past its '>'")
            try require(text.contains("<\(link.target)>"), "link target \(link.target.debugDescription) is not between '<' and '>' in the header")
            try require(!link.relations.isEmpty, "a link without relations was kept: \(link.target.debugDescription)")
            for relation in link.relations {
                try require(!relation.isEmpty && !relation.contains(" "), "relation \(relation.debugDescription) is empty or holds a space")
                try require(relation == relation.lowercased(), "relation \(relation.debugDescription) is not lower-cased")
                let first = links.first { $0.relations.contains(relation) }?.target
                try require(LinkHeader.target(rel: relation, in: values) == first,
                            "target(rel: \(relation)) is not the first link with that relation")
            }
        }
    }
}
