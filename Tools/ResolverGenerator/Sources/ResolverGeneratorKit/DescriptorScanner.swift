import SwiftParser
import SwiftSyntax

/// Finds every type that conforms to `TypedDescriptor` in Swift sources: declared with the
/// conformance, or given it by an extension; at the top level or nested in namespaces.
public enum DescriptorScanner {
    /// The protocol whose conformers are descriptors.
    public static let protocolName = "TypedDescriptor"

    /// Scans one file's text.
    /// - Returns: the descriptors it declares and what it does that the generator refuses.
    public static func scan(source: String, file: String) -> (descriptors: [Descriptor], diagnostics: [GeneratorDiagnostic]) {
        let tree: SourceFileSyntax, converter: SourceLocationConverter
        switch parsed(source, file: file) {
        case .success(let file): (tree, converter) = file
        case .failure(let diagnostic): return ([], [diagnostic])
        }
        let visitor = Visitor(file: file, converter: converter)
        visitor.walk(tree)
        return (visitor.descriptors, visitor.diagnostics)
    }

    /// Scans several files and merges what they declare.
    /// - Throws: ``ScanFailure`` with every diagnostic, when any file has one.
    public static func scan(files: [(path: String, source: String)]) throws(ScanFailure) -> [Descriptor] {
        var found: [Descriptor] = []
        var diagnostics: [GeneratorDiagnostic] = []
        for file in files {
            let result = scan(source: file.source, file: file.path)
            found += result.descriptors
            diagnostics += result.diagnostics
        }
        var unique: [Descriptor] = []
        for descriptor in found {
            if let index = unique.firstIndex(of: descriptor) {
                // A struct and an extension declare one descriptor; the struct knows its Output.
                let knowsMore = (descriptor.outputIsOptional && !unique[index].outputIsOptional) || (descriptor.outputIsList && !unique[index].outputIsList)
                if knowsMore { unique[index] = descriptor }
            } else {
                unique.append(descriptor)
            }
        }
        var byRequirement: [String: Descriptor] = [:]
        for descriptor in unique.sorted() {
            if let other = byRequirement[descriptor.requirementName] {
                diagnostics.append(GeneratorDiagnostic(
                    file: descriptor.file, line: descriptor.line,
                    message: "\(descriptor.qualifiedName) and \(other.qualifiedName) (\(other.file):\(other.line)) would both be resolved by \(descriptor.requirementName); rename one"))
            }
            byRequirement[descriptor.requirementName] = descriptor
        }
        guard diagnostics.isEmpty else { throw ScanFailure(diagnostics: diagnostics) }
        return unique.sorted()
    }

    /// `source`'s tree and its line map, or the diagnostic naming the line where it stops parsing:
    /// every scanner refuses a file that does not parse the same way.
    static func parsed(_ source: String, file: String) -> Result<(tree: SourceFileSyntax, converter: SourceLocationConverter), GeneratorDiagnostic> {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        guard tree.hasError else { return .success((tree, converter)) }
        let line = firstError(in: Syntax(tree)).map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 1
        return .failure(GeneratorDiagnostic(file: file, line: line, message: "this file does not parse; fix the syntax error before generating"))
    }

    /// The first node of a tree that does not parse, to name its line.
    static func firstError(in node: Syntax) -> Syntax? {
        if node.is(UnexpectedNodesSyntax.self) || node.as(TokenSyntax.self)?.presence == .missing { return node }
        for child in node.children(viewMode: .all) where child.hasError {
            if let found = firstError(in: child) { return found }
        }
        return node.hasError ? node : nil
    }

    /// Walks declarations, keeping the path of enclosing types.
    private final class Visitor: SyntaxVisitor {
        let file: String
        let converter: SourceLocationConverter
        var descriptors: [Descriptor] = []
        var diagnostics: [GeneratorDiagnostic] = []
        private var scope: [(name: String, generic: Bool)] = []

        init(file: String, converter: SourceLocationConverter) {
            self.file = file
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, generic: node.genericParameterClause != nil, inheritance: node.inheritanceClause, members: node.memberBlock, at: Syntax(node))
        }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, generic: node.genericParameterClause != nil, inheritance: node.inheritanceClause, members: node.memberBlock, at: Syntax(node))
        }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, generic: node.genericParameterClause != nil, inheritance: node.inheritanceClause, members: node.memberBlock, at: Syntax(node))
        }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let path = node.extendedType.trimmedDescription.split(separator: ".").map(String.init)
            let saved = scope
            scope = path.map { ($0, false) }
            if conforms(node.inheritanceClause) {
                record(path, generic: node.genericWhereClause != nil, output: Self.output(node.memberBlock), at: Syntax(node))
            }
            extensionScopes.append(saved)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope = extensionScopes.removeLast() }
        private var extensionScopes: [[(name: String, generic: Bool)]] = []

        // Types declared inside functions or closures are local, never descriptors of Core.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func enter(_ name: String, generic: Bool, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax,
                           at node: Syntax) -> SyntaxVisitorContinueKind {
            scope.append((name, generic))
            if conforms(inheritance) {
                record(scope.map(\.name), generic: scope.contains { $0.generic }, output: Self.output(members), at: node)
            }
            return .visitChildren
        }

        /// Whether the type's `typealias Output` is optional (`T?` or `Optional<T>`), and whether it
        /// is a list (`[T]` or `Array<T>`).
        static func output(_ members: MemberBlockSyntax) -> (optional: Bool, list: Bool) {
            for member in members.members {
                guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == "Output" else { continue }
                let type = alias.initializer.value.trimmedDescription
                return (type.hasSuffix("?") || type.hasPrefix("Optional<"),
                        (type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":")) || type.hasPrefix("Array<"))
            }
            return (false, false)
        }

        private func conforms(_ inheritance: InheritanceClauseSyntax?) -> Bool {
            inheritance?.inheritedTypes.contains { type in
                let name = type.type.trimmedDescription
                return name == DescriptorScanner.protocolName || name.hasSuffix(".\(DescriptorScanner.protocolName)")
            } ?? false
        }

        private func record(_ path: [String], generic: Bool, output: (optional: Bool, list: Bool), at node: Syntax) {
            let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            guard !generic else {
                diagnostics.append(GeneratorDiagnostic(
                    file: file, line: line,
                    message: "\(path.joined(separator: ".")) is generic; a descriptor must be one concrete type with one Output, so that a resolver can have one requirement for it. Declare one descriptor per case instead"))
                return
            }
            descriptors.append(Descriptor(path: path, file: file, line: line, outputIsOptional: output.optional, outputIsList: output.list))
        }
    }
}

/// The generator refused its input; every diagnostic says where and why.
public struct ScanFailure: Error, CustomStringConvertible {
    public let diagnostics: [GeneratorDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
