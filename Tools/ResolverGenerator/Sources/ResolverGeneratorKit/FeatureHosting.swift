import SwiftParser
import SwiftSyntax

/// The scaffold's edits of Swift sources, made on their syntax trees rather than with patterns
/// over text: a feature's line in Package.swift's table of features and the app's type
/// conforming to the feature's hosting protocol (the app's target then depends on the feature
/// through the manifest's line of what each app hosts, which ``ManifestHosting`` writes). Each
/// edit inserts text at a place the tree finds and leaves every other byte as it was; each
/// refuses, saying what it looked for, when the place is not there.
public enum FeatureHosting {
    /// `manifest` with `line` (`FeatureDeclaration("Probe", ...)`) as the last element of the
    /// array `let features: [FeatureDeclaration] = [...]`, on a line of its own.
    public static func declaring(_ line: String, in manifest: String) throws(GenerationError) -> String {
        try appending(line + ",", toArray: "features", in: manifest,
                      missing: "Package.swift has no table of features (let features: [FeatureDeclaration] = [...]); put it back")
    }

    /// `source` with the lines of `block` as the last elements of the array literal that
    /// `let NAME = [...]` (or `let NAME: T = [...]`) is, each line indented as the array's
    /// elements are (the block's own common indentation taken off first). The element before
    /// it gets a comma if it has none; the block brings its own.
    public static func appending(_ block: String, toArray name: String, in source: String,
                                 missing: String? = nil) throws(GenerationError) -> String {
        let tree = Parser.parse(source: source)
        let finder = ArrayFinder { binding in binding.pattern.trimmedDescription == name }
        finder.walk(tree)
        guard let array = finder.found else {
            throw GenerationError(.refusing, missing ?? "no array literal named \(name) (let \(name) = [...]) to add to")
        }
        let manifest = source
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .reversed().drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }.reversed()
        let common = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        // Before the line that closes the table, indented as its elements are.
        let closing = array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset
        let bytes = Array(manifest.utf8)
        var lineStart = closing
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indent = array.elements.first.map { Self.indentation(of: $0.positionAfterSkippingLeadingTrivia.utf8Offset, in: bytes) } ?? "    "
        var needsComma = ""
        if let last = array.elements.last, last.trailingComma == nil { needsComma = "," }
        var text = manifest
        if !needsComma.isEmpty, let last = array.elements.last {
            text = insert(needsComma, at: last.endPositionBeforeTrailingTrivia.utf8Offset, in: text)
            lineStart += needsComma.utf8.count
        }
        let indented = lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : indent + $0.dropFirst(common) }
        return insert(indented.joined(separator: "\n") + "\n", at: lineStart, in: text)
    }

    /// `source` with the type `type` conforming to `conformance` (after the ones it has) and
    /// `import module` among the imports in name order (after the last one that sorts before
    /// it), each unless already there.
    public static func conforming(_ type: String, to conformance: String, importing module: String,
                                  in source: String, file: String) throws(GenerationError) -> String {
        let tree = Parser.parse(source: source)
        var clause: InheritanceClauseSyntax?
        var imports: [ImportDeclSyntax] = []
        var imported = false
        for item in tree.statements {
            if let declaration = item.item.as(ImportDeclSyntax.self) {
                imports.append(declaration)
                if declaration.path.trimmedDescription == module { imported = true }
            } else if let declaration = item.item.as(EnumDeclSyntax.self), declaration.name.text == type {
                clause = declaration.inheritanceClause
            } else if let declaration = item.item.as(StructDeclSyntax.self), declaration.name.text == type {
                clause = declaration.inheritanceClause
            }
        }
        guard let clause, let last = clause.inheritedTypes.last else {
            throw GenerationError(.refusing, "\(file) has no top-level enum or struct \(type) with a list of conformances to add \(conformance) to")
        }
        var text = source
        // The later edit first, so the earlier offset still holds.
        if !clause.inheritedTypes.contains(where: { $0.type.trimmedDescription == conformance }) {
            text = insert(", \(conformance)", at: last.endPositionBeforeTrailingTrivia.utf8Offset, in: text)
        }
        if !imported {
            if let before = imports.last(where: { $0.path.trimmedDescription < module }) {
                text = insert("\nimport \(module)", at: before.endPositionBeforeTrailingTrivia.utf8Offset, in: text)
            } else {
                let at = imports.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
                text = insert("import \(module)\n", at: at, in: text)
            }
        }
        return text
    }

    private static func insert(_ text: String, at offset: Int, in source: String) -> String {
        var bytes = Array(source.utf8)
        bytes.insert(contentsOf: Array(text.utf8), at: offset)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func indentation(of offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}

/// Finds the array literal a variable binding is initialised with.
private final class ArrayFinder: SyntaxVisitor {
    let matches: (PatternBindingSyntax) -> Bool
    var found: ArrayExprSyntax?

    init(_ matches: @escaping (PatternBindingSyntax) -> Bool) {
        self.matches = matches
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, matches(node), let array = node.initializer?.value.as(ArrayExprSyntax.self) { found = array }
        return .skipChildren
    }
}
