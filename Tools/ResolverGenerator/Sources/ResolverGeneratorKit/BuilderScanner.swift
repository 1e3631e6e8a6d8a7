import SwiftParser
import SwiftSyntax

/// Finds which feature builds each descriptor: the `build(_:)` methods of each feature's
/// `<X>FeatureBuilder` struct.
///
/// Only top-level builder structs and top-level extensions of them count; a type nested in a
/// builder, or a builder nested in another type, is not a builder. A `build(_:)` counts when it
/// is an instance method with one unlabelled parameter whose type is a descriptor of Core.
public enum BuilderScanner {
    /// A builder's name ends with this: `SomeFeatureBuilder`.
    public static let builderSuffix = "FeatureBuilder"

    /// The folders directly under Modules that hold no feature (Contracts holds wire contracts).
    public static let notFeatures: Set<String> = ["AppShell", "Contracts", "Core", "Live", "UIComponent"]

    /// Scans the files of one feature module.
    /// - Parameters:
    ///   - module: the module's name (its folder under Modules), which the host imports.
    ///   - coreModule: a leading `Core.` is dropped from parameter types.
    /// - Returns: every `build(_:)` of a builder struct declared in these files, and what the
    ///   generator refuses in them (a file that does not parse).
    public static func scan(files: [(path: String, source: String)], module: String, coreModule: String = "Core")
        -> (builds: [FeatureBuild], diagnostics: [GeneratorDiagnostic])
    {
        var builders: [String: Bool] = [:]  // builder struct name: is public
        var methods: [(build: FeatureBuild, isPublic: Bool)] = []
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
                if let declaration = item.item.as(StructDeclSyntax.self), isBuilderName(declaration.name.text) {
                    let name = declaration.name.text
                    builders[name] = (builders[name] ?? false) || isVisible(declaration.modifiers)
                    for member in declaration.memberBlock.members {
                        if let (method, modifiers) = buildMethod(member, builder: name, module: module, coreModule: coreModule, file: file.path, converter: converter) {
                            methods.append((method, isVisible(modifiers)))
                        }
                    }
                } else if let declaration = item.item.as(ExtensionDeclSyntax.self), isBuilderName(declaration.extendedType.trimmedDescription) {
                    let name = declaration.extendedType.trimmedDescription
                    let extensionIsVisible = isVisible(declaration.modifiers)
                    for member in declaration.memberBlock.members {
                        if let (method, modifiers) = buildMethod(member, builder: name, module: module, coreModule: coreModule, file: file.path, converter: converter) {
                            // A method without its own access level has the extension's.
                            let hasAccess = modifiers.contains { allAccessKeywords.contains($0.name.text) }
                            methods.append((method, hasAccess ? isVisible(modifiers) : extensionIsVisible))
                        }
                    }
                }
            }
        }
        // An extension of a type that is not a builder struct of this module builds nothing.
        let builds = methods.compactMap { method -> FeatureBuild? in
            guard let builderIsPublic = builders[method.build.builder] else { return nil }
            let build = method.build
            return FeatureBuild(descriptor: build.descriptor, builder: build.builder, module: build.module,
                                isPublic: builderIsPublic && method.isPublic, file: build.file, line: build.line)
        }
        return (builds, diagnostics)
    }

    /// Matches builds to Core's descriptors.
    /// - Throws: ``ScanFailure`` when a descriptor is built by two builders (each extra one is
    ///   named with where it is and where the first is), or by a method the host cannot call. A
    ///   gathered descriptor (its `Output` a list) may have any number of builders, one a feature.
    public static func map(_ descriptors: [Descriptor], builds: [FeatureBuild]) throws(ScanFailure) -> FeatureMap {
        let names = Set(descriptors.map(\.qualifiedName))
        let gathered = Set(descriptors.filter(\.outputIsList).map(\.qualifiedName))
        let ordered = builds.filter { names.contains($0.descriptor) }
            .sorted { ($0.module, $0.file, $0.line) < ($1.module, $1.file, $1.line) }
        var first: [String: FeatureBuild] = [:]
        var contributions: [String: [FeatureBuild]] = [:]
        var diagnostics: [GeneratorDiagnostic] = []
        for build in ordered {
            if gathered.contains(build.descriptor) {
                if let earlier = contributions[build.descriptor]?.first(where: { $0.module == build.module }) {
                    diagnostics.append(GeneratorDiagnostic(
                        file: build.file, line: build.line,
                        message: "\(build.descriptor) is built twice by \(build.module) (here and \(earlier.file):\(earlier.line)); a feature adds to a gathered descriptor once, so remove one"))
                    continue
                }
                contributions[build.descriptor, default: []].append(build)
                if !build.isPublic {
                    diagnostics.append(GeneratorDiagnostic(
                        file: build.file, line: build.line,
                        message: "\(build.builder).build(_: \(build.descriptor)) is not public, so the host cannot call it; make \(build.builder) and this build(_:) public"))
                }
                continue
            }
            if let earlier = first[build.descriptor] {
                diagnostics.append(GeneratorDiagnostic(
                    file: build.file, line: build.line,
                    message: "\(build.descriptor) is built by \(build.builder) here and by \(earlier.builder) (\(earlier.file):\(earlier.line)); a descriptor is built by one feature, so remove one of the two build(_:) methods"))
                continue
            }
            first[build.descriptor] = build
            if !build.isPublic {
                diagnostics.append(GeneratorDiagnostic(
                    file: build.file, line: build.line,
                    message: "\(build.builder).build(_: \(build.descriptor)) is not public, so the host cannot call it; make \(build.builder) and this build(_:) public"))
            }
        }
        guard diagnostics.isEmpty else { throw ScanFailure(diagnostics: diagnostics) }
        return FeatureMap(descriptors: descriptors, builds: first, contributions: contributions)
    }

    /// Scans every feature module and matches what they build to Core's descriptors.
    /// - Throws: ``ScanFailure`` with every diagnostic of every module.
    public static func map(_ descriptors: [Descriptor], features: [(module: String, files: [(path: String, source: String)])]) throws(ScanFailure) -> FeatureMap {
        var builds: [FeatureBuild] = []
        var diagnostics: [GeneratorDiagnostic] = []
        for feature in features {
            let result = scan(files: feature.files, module: feature.module)
            builds += result.builds
            diagnostics += result.diagnostics
        }
        let result = Result { () throws(ScanFailure) in try map(descriptors, builds: builds) }
        switch result {
        case .success(let map) where diagnostics.isEmpty: return map
        case .success: throw ScanFailure(diagnostics: diagnostics)
        case .failure(let failure): throw ScanFailure(diagnostics: diagnostics + failure.diagnostics)
        }
    }

    private static let accessKeywords: Set<String> = ["public", "open", "package"]
    private static let allAccessKeywords: Set<String> = accessKeywords.union(["internal", "fileprivate", "private"])

    static func isBuilderName(_ name: String) -> Bool {
        name.hasSuffix(builderSuffix) && name.count > builderSuffix.count && !name.contains(".") && !name.contains("<")
    }

    /// `public`, `open` or `package`: callable from the host, another module of the package.
    private static func isVisible(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { accessKeywords.contains($0.name.text) && $0.detail == nil }
    }

    private static func buildMethod(
        _ member: MemberBlockItemSyntax, builder: String, module: String, coreModule: String, file: String, converter: SourceLocationConverter
    ) -> (FeatureBuild, DeclModifierListSyntax)? {
        guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "build",
              !function.modifiers.contains(where: { $0.name.text == "static" }),
              function.genericParameterClause == nil,
              function.signature.parameterClause.parameters.count == 1,
              let parameter = function.signature.parameterClause.parameters.first,
              parameter.firstName.tokenKind == .wildcard
        else { return nil }
        var type = parameter.type.trimmedDescription.filter { !$0.isWhitespace }
        if type.hasPrefix(coreModule + ".") { type.removeFirst(coreModule.count + 1) }
        let line = converter.location(for: function.positionAfterSkippingLeadingTrivia).line
        return (FeatureBuild(descriptor: type, builder: builder, module: module, file: file, line: line), function.modifiers)
    }
}
