import Foundation

/// The imports a target's code really makes, against what its manifest declares: every
/// `import` of a module of this package, or of a package's product, must be a dependency the
/// target declares. A module reached only through another dependency is an edge the module rule
/// never saw, so it is refused, naming file and line.
public enum Imports {
    /// One `import` of a module the target does not declare.
    public struct Undeclared: Equatable, Sendable, CustomStringConvertible {
        public let target: String
        public let file: String
        public let line: Int
        public let module: String

        public var description: String {
            "\(file):\(line): \(target) imports \(module), which it does not declare; add \"\(module)\" to its dependencies in Package.swift (the module rule then checks that edge), or drop the import"
        }
    }

    /// Modules that come with the toolchain: importing them needs no dependency.
    public static let toolchainModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Glibc", "Musl",
        "Darwin", "Android", "WinSDK", "Testing", "XCTest", "Synchronization", "Observation", "RegexBuilder",
        "_Concurrency", "_StringProcessing", "Distributed", "Cxx", "CxxStdlib", "os", "SwiftGlibc", "PackageDescription",
    ]

    /// The module each `import` line of `source` names, with its line: `import X`,
    /// `@testable import X`, `public import X`, `import struct X.Y`, `import X.Y` (module X).
    public static func imports(in source: String) -> [(line: Int, module: String)] {
        var found: [(Int, String)] = []
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let", "actor"]
        for (line, code) in SwiftSource.codeLines(of: source) {
            var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            // Attributes and access levels before `import`.
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            var name = words[1]
            if kinds.contains(name), words.count >= 3 { name = words[2] }
            guard let module = name.split(separator: ".").first.map(String.init), !module.isEmpty,
                  module.first?.isLetter == true || module.first == "_" else { continue }
            found.append((line, module))
        }
        return found
    }

    /// Every import in the targets of `graph` (their Swift files under `root`) that the target
    /// does not declare. A product's module counts as declared when its name is the product's.
    public static func undeclared(in graph: ModuleGraph, root: URL) throws -> [Undeclared] {
        let targets = Set(graph.modules.map(\.name))
        var found: [Undeclared] = []
        try forEachImport(in: graph, root: root) { module, file, line, imported in
            let declared = graph.dependencies(of: module.name).contains { dependency in
                switch dependency.to {
                case .module(let name): name == imported
                case .product(let product): product.name == imported
                }
            }
            // A module of this package, or of a package's product: both need declaring.
            guard imported != module.name, !declared, targets.contains(imported) || !toolchainModules.contains(imported) else { return }
            found.append(Undeclared(target: module.name, file: file, line: line, module: imported))
        }
        return found
    }

    /// One `import` of a toolchain module that an `imports` rule refuses to the target's kind.
    public struct Refused: Equatable, Sendable, CustomStringConvertible {
        public let rule: ImportRule
        public let target: String
        public let file: String
        public let line: Int
        public let module: String

        public var description: String {
            let values = ["from": target, "to": module]
            return "\(file):\(line): \(target) imports \(module): \(rule.reason) [\(rule.id)]; "
                + MessageTemplate.fill(rule.fix, values)
        }
    }

    /// Every import in the targets of `graph` that one of `rules` refuses; test targets are not
    /// held to these rules (their kind is the tests' kind).
    public static func refused(in graph: ModuleGraph, rules: [ImportRule], root: URL) throws -> [Refused] {
        guard !rules.isEmpty else { return [] }
        var found: [Refused] = []
        try forEachImport(in: graph, root: root) { module, file, line, imported in
            guard let kind = module.kind,
                  let rule = rules.first(where: { $0.from.contains(kind) && $0.modules.contains(imported) }) else { return }
            found.append(Refused(rule: rule, target: module.name, file: file, line: line, module: imported))
        }
        return found
    }

    /// Calls `body` with each import of each target's Swift files, targets by name, files in
    /// the order the file system lists them.
    private static func forEachImport(
        in graph: ModuleGraph, root: URL,
        _ body: (_ module: Module, _ file: String, _ line: Int, _ imported: String) -> Void
    ) throws {
        for module in graph.modules.sorted(by: { $0.name < $1.name }) {
            let folder = root.appendingPathComponent(module.path)
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let source = try String(contentsOf: url, encoding: .utf8)
                let file = String(url.path.dropFirst(root.path.count + 1))
                for (line, imported) in imports(in: source) {
                    body(module, file, line, imported)
                }
            }
        }
    }
}
