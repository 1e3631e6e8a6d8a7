import SwiftParser
import SwiftSyntax

/// The manifest's copy of what each app hosts: Package.swift's one line
/// `let hostedFeatures: [String: [String]] = ["ChatApp": ["Other", "Some"], ...]`, written from
/// the apps' `…FeatureHosting` conformances, which are the only place that decides it. Each app's
/// target depends on the features that line names for it, and their hosts, through
/// `hosted(by: "ChatApp")`: an app is named by its folder under Apps, which is its target's name.
///
/// It is written rather than read because a manifest cannot read the apps' files: SwiftPM keeps
/// a manifest's result keyed by the manifest's own text, so a change in a file it reads would go
/// unseen (docs/decisions/0024-the-manifest-copies-what-apps-host.md).
public enum ManifestHosting {
    /// The variable the line binds.
    public static let variable = "hostedFeatures"

    /// The dictionary literal for `apps`: each app by its folder's name (its target's), the stems
    /// of the features it hosts, both sorted; `[:]` when none hosts any.
    public static func literal(_ apps: [HostingApp]) -> String {
        let entries = hosting(apps).sorted { $0.key < $1.key }.map { app, stems in
            "\"\(app)\": [\(stems.map { "\"\($0)\"" }.joined(separator: ", "))]"
        }
        return entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
    }

    /// `manifest` with the value of `let hostedFeatures = ...` replaced by ``literal(_:)``,
    /// every other byte as it was.
    /// - Throws: `GenerationError` (refusing) when the manifest has no such line.
    public static func rewriting(_ manifest: String, apps: [HostingApp], path: String) throws(GenerationError) -> String {
        let tree = Parser.parse(source: manifest)
        guard let value = binding(in: tree) else {
            throw GenerationError(.refusing, "\(path) has no line `let \(variable): [String: [String]] = [...]` for what each app hosts; put it back (the apps' targets depend on hosted(by:), which reads it)")
        }
        // An app whose target does not ask for its features would build without them, and fail
        // on `no such module` far from the cause: say it here.
        let asked = askedFor(in: tree)
        let unasked = hosting(apps).keys.filter { !asked.contains($0) }.sorted()
        if let app = unasked.first {
            throw GenerationError(.refusing, "\(path): no target depends on hosted(by: \"\(app)\"), yet Apps/\(app) hosts features (its …FeatureHosting conformances); add `+ hosted(by: \"\(app)\")` to the dependencies of the target \(app) (an app's target is named as its folder)"
                + (unasked.count > 1 ? "; the same for \(unasked.dropFirst().joined(separator: ", "))" : ""))
        }
        var bytes = Array(manifest.utf8)
        let start = value.positionAfterSkippingLeadingTrivia.utf8Offset, end = value.endPositionBeforeTrailingTrivia.utf8Offset
        bytes.replaceSubrange(start..<end, with: Array(literal(apps).utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What the manifest's line says now, as `"ChatApp hosts SomeFeature"` entries; nil when it
    /// has no such line or its value is not a dictionary of arrays of strings.
    public static func listed(in manifest: String) -> Set<String>? {
        guard let value = binding(in: Parser.parse(source: manifest)) else { return nil }
        if value.as(DictionaryExprSyntax.self)?.content.is(TokenSyntax.self) == true { return [] }
        guard let elements = value.as(DictionaryExprSyntax.self)?.content.as(DictionaryElementListSyntax.self) else { return nil }
        var listed = Set<String>()
        for element in elements {
            guard let app = string(element.key), let stems = element.value.as(ArrayExprSyntax.self) else { return nil }
            for stem in stems.elements {
                guard let stem = string(stem.expression) else { return nil }
                listed.insert(entry(app: app, feature: "\(stem)Feature"))
            }
        }
        return listed
    }

    /// The entries `apps` make, as ``listed(in:)`` reads them.
    public static func entries(_ apps: [HostingApp]) -> Set<String> {
        Set(hosting(apps).flatMap { app, stems in stems.map { entry(app: app, feature: "\($0)Feature") } })
    }

    private static func entry(app: String, feature: String) -> String { "\(app) hosts \(feature)" }

    /// Each app with features, by its folder's last name, and the stems of what it hosts, sorted.
    private static func hosting(_ apps: [HostingApp]) -> [String: [String]] {
        var hosting: [String: [String]] = [:]
        for app in apps where !app.features.isEmpty {
            let folder = app.folder.split(separator: "/").last.map(String.init) ?? app.name
            hosting[folder] = app.features.map { $0.hasSuffix("Feature") ? String($0.dropLast("Feature".count)) : $0 }.sorted()
        }
        return hosting
    }

    /// The app names of every `hosted(by: "App")` call in `tree`.
    private static func askedFor(in tree: SourceFileSyntax) -> Set<String> {
        let finder = HostedCallFinder()
        finder.walk(tree)
        return finder.apps
    }

    private static func binding(in tree: SourceFileSyntax) -> ExprSyntax? {
        for item in tree.statements {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.pattern.trimmedDescription == variable {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// The text of a plain string literal (`"ChatApp"`); nil for anything else.
    fileprivate static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }
}

/// Finds each `hosted(by: "App")` call.
private final class HostedCallFinder: SyntaxVisitor {
    var apps = Set<String>()

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "hosted", let argument = node.arguments.first, argument.label?.text == "by",
           let app = ManifestHosting.string(argument.expression) {
            apps.insert(app)
        }
        return .visitChildren
    }
}
