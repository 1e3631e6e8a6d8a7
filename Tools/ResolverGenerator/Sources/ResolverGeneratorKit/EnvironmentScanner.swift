import SwiftParser
import SwiftSyntax

/// Finds which descriptors each feature uses: the `Resolves…` protocols its environment
/// protocol (`<X>FeatureEnvironment`, declared at the top level of the feature's module)
/// inherits. An app that hosts the feature answers exactly those.
public enum EnvironmentScanner {
    /// The feature's environment protocol: `SomeFeature` → `SomeFeatureEnvironment`.
    public static func protocolName(module: String) -> String { module + "Environment" }

    /// The `Resolves…` protocols `module`'s environment inherits, in the order written, with
    /// where the protocol is; nil when the module declares no environment protocol.
    public static func scan(files: [(path: String, source: String)], module: String) -> (uses: [String], file: String, line: Int)? {
        let wanted = protocolName(module: module)
        for file in files {
            let tree = Parser.parse(source: file.source)
            for item in tree.statements {
                guard let declaration = item.item.as(ProtocolDeclSyntax.self), declaration.name.text == wanted else { continue }
                let converter = SourceLocationConverter(fileName: file.path, tree: tree)
                let line = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line
                let names = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                let uses = names.map { $0.hasPrefix("Core.") ? String($0.dropFirst("Core.".count)) : $0 }.filter { $0.hasPrefix("Resolves") }
                return (uses, file.path, line)
            }
        }
        return nil
    }

    /// Maps each module's `Resolves…` protocols to Core's descriptors.
    /// - Throws: ``ScanFailure`` naming a protocol no descriptor has.
    static func uses(_ descriptors: [Descriptor], scanned: [String: (uses: [String], file: String, line: Int)]) throws(ScanFailure) -> [String: [String]] {
        let byProtocol = Dictionary(uniqueKeysWithValues: descriptors.map { ($0.protocolName, $0.qualifiedName) })
        var result: [String: [String]] = [:]
        var diagnostics: [GeneratorDiagnostic] = []
        for (module, found) in scanned.sorted(by: { $0.key < $1.key }) {
            var names: [String] = []
            for name in found.uses {
                if let descriptor = byProtocol[name] {
                    names.append(descriptor)
                } else {
                    diagnostics.append(GeneratorDiagnostic(
                        file: found.file, line: found.line,
                        message: "\(protocolName(module: module)) inherits \(name), which no descriptor in Core has; declare the descriptor in Core or remove \(name)"))
                }
            }
            result[module] = names
        }
        guard diagnostics.isEmpty else { throw ScanFailure(diagnostics: diagnostics) }
        return result
    }
}
