import SwiftParser
import SwiftSyntax

/// An app that hosts features: the type that conforms to `<X>FeatureHosting` for each feature
/// it hosts, in its own file. Those conformances are the only place that says what the app
/// hosts.
public struct HostingApp: Equatable, Sendable {
    /// The app's type: `OrderApp`.
    public let name: String
    /// Its folder, where the generated environment goes: `Apps/OrderApp`.
    public let folder: String
    /// The feature modules it hosts, in the order its conformances name them: `SomeFeature`.
    public let features: [String]
    /// The static `resolve…` functions the app's type declares (in its declaration or an
    /// extension of it, in its folder): its own answers to descriptors.
    public let answers: Set<String>
    /// Where the type is declared, for messages.
    public let file: String
    public let line: Int

    public init(name: String, folder: String, features: [String], answers: Set<String>, file: String, line: Int) {
        self.name = name
        self.folder = folder
        self.features = features
        self.answers = answers
        self.file = file
        self.line = line
    }

    /// The generated file: `Apps/OrderApp/OrderApp+Environment.generated.swift`.
    public var outputPath: String { "\(folder)/\(name)+Environment.generated.swift" }
}

/// Finds the apps in a folder of app modules (Apps): in each folder, the top-level type whose
/// inheritance names `…FeatureHosting` protocols.
public enum AppScanner {
    /// A hosting protocol's name ends with this: `SomeFeatureHosting`.
    public static let hostingSuffix = "Hosting"

    /// Scans one app folder's files.
    /// - Throws: ``ScanFailure`` when two types in one folder host features, or a file does
    ///   not parse.
    public static func scan(folder: String, files: [(path: String, source: String)]) throws(ScanFailure) -> HostingApp? {
        var found: [HostingApp] = []
        // The static `resolve…` functions of each top-level type, by the type's name: only the
        // app's own count, since its environment calls them as `<App>.resolve…`.
        var answers: [String: Set<String>] = [:]
        var diagnostics: [GeneratorDiagnostic] = []
        for file in files {
            let tree: SourceFileSyntax, converter: SourceLocationConverter
            switch DescriptorScanner.parsed(file.source, file: file.path) {
            case .success(let parsed): (tree, converter) = parsed
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                continue
            }
            for item in tree.statements {
                var name: String?
                var extended: String?
                var inheritance: InheritanceClauseSyntax?
                var members: MemberBlockSyntax?
                if let declaration = item.item.as(EnumDeclSyntax.self) {
                    (name, inheritance, members) = (declaration.name.text, declaration.inheritanceClause, declaration.memberBlock)
                } else if let declaration = item.item.as(StructDeclSyntax.self) {
                    (name, inheritance, members) = (declaration.name.text, declaration.inheritanceClause, declaration.memberBlock)
                } else if let declaration = item.item.as(ExtensionDeclSyntax.self) {
                    (extended, members) = (declaration.extendedType.trimmedDescription, declaration.memberBlock)
                }
                if let owner = name ?? extended {
                    for member in members?.members ?? [] {
                        if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("resolve"),
                           function.modifiers.contains(where: { $0.name.text == "static" }) {
                            answers[owner, default: []].insert(function.name.text)
                        }
                    }
                }
                guard let name, let inheritance else { continue }
                let features = inheritance.inheritedTypes.map { $0.type.trimmedDescription }.compactMap(featureModule)
                guard !features.isEmpty else { continue }
                let line = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
                found.append(HostingApp(name: name, folder: folder, features: features, answers: [], file: file.path, line: line))
            }
        }
        if found.count > 1 {
            let second = found[1]
            diagnostics.append(GeneratorDiagnostic(
                file: second.file, line: second.line,
                message: "\(second.name) and \(found[0].name) (\(found[0].file):\(found[0].line)) both host features in \(folder); an app folder holds one app"))
        }
        guard diagnostics.isEmpty else { throw ScanFailure(diagnostics: diagnostics) }
        return found.first.map { HostingApp(name: $0.name, folder: $0.folder, features: $0.features, answers: answers[$0.name] ?? [], file: $0.file, line: $0.line) }
    }

    /// `SomeFeatureHosting` → `SomeFeature`; nil for any other name.
    static func featureModule(_ conformance: String) -> String? {
        let name = conformance.split(separator: ".").last.map(String.init) ?? conformance
        guard name.hasSuffix("Feature" + hostingSuffix), name.count > ("Feature" + hostingSuffix).count else { return nil }
        return String(name.dropLast(hostingSuffix.count))
    }
}
