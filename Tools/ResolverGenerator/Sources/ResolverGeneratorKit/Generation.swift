import Foundation

/// What to generate, and from where. Paths are as the user typed them, relative to the
/// current folder or absolute.
public struct GenerationRequest: Sendable, Equatable {
    /// Core's folder, searched for descriptors.
    public var core: String
    /// The `DescriptorResolver` file.
    public var coreOutput: String
    /// `StubEnvironment`'s resolver, if wanted.
    public var stubsOutput: String?
    /// The folder holding the feature modules (Modules); needed with `apps`.
    public var features: String?
    /// The folder holding the app modules (Apps): each app that hosts features gets its
    /// environment, generated in its own folder.
    public var apps: String?
    /// The feature modules the package declares (Package.swift's table of features): only their
    /// folders under `features` are scanned. Nil scans every folder but ``BuilderScanner/notFeatures``.
    public var declared: [String]?
    /// The folder holding stub-server's backend plug-ins (Stubs/Backends): each gets the list
    /// of the feature parts in its folder.
    public var backends: String?
    /// The package manifest (Package.swift) whose line `let hostedFeatures = [...]` is written
    /// from what the apps under `apps` host; needs `apps`.
    public var manifest: String?

    public init(core: String, coreOutput: String, stubsOutput: String? = nil, features: String? = nil, apps: String? = nil,
                declared: [String]? = nil, backends: String? = nil, manifest: String? = nil) {
        self.backends = backends
        self.manifest = manifest
        self.core = core
        self.coreOutput = coreOutput
        self.stubsOutput = stubsOutput
        self.features = features
        self.apps = apps
        self.declared = declared
    }
}

/// The generator could not do its work; `message` says what and how to fix it.
public struct GenerationError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// Something in the sources is refused (exit 65).
        case refusing
        /// A folder or a source cannot be read (exit 66).
        case unreadable
        /// A generated file cannot be written (exit 73).
        case unwritable
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The sysexits status for the kind.
    public var exitCode: Int32 {
        switch kind {
        case .refusing: 65
        case .unreadable: 66
        case .unwritable: 73
        }
    }

    public var description: String { message }
}

/// Whether a committed file matches what the generator makes.
public enum Freshness: Equatable, Sendable {
    case upToDate
    /// Stale, with what changed ("missing: ViewDescriptor.X").
    case stale([String])
}

/// One file the generator makes.
public struct GeneratedFile: Equatable, Sendable {
    public enum Kind: Sendable {
        case resolver, stubs, app, backend
        /// The package manifest, whose line of what each app hosts the generator writes.
        case manifest
    }

    public let kind: Kind
    /// Where it goes, as the user typed it.
    public let path: String
    public let text: String
    /// What it holds, for messages: "4 descriptors".
    public let summary: String
    /// Each descriptor the file covers, with where it goes (the building module, `app`, or
    /// empty when the file does not say).
    let homes: [String: String]

    /// Compares the file with `existing` (nil: there is none) and says what changed.
    public func freshness(of existing: String?) -> Freshness {
        guard existing != text else { return .upToDate }
        guard let existing else { return .stale(["the file does not exist"]) }
        let listed: [String: String] = switch kind {
        case .resolver, .stubs: Dictionary(uniqueKeysWithValues: (ResolverRenderer.listedDescriptors(in: existing) ?? []).map { ($0, "") })
        case .app: AppEnvironmentRenderer.listedHomes(in: existing) ?? [:]
        case .backend: Dictionary(uniqueKeysWithValues: (BackendScanner.listedFeatures(in: existing) ?? []).map { ($0, "") })
        case .manifest: Dictionary(uniqueKeysWithValues: (ManifestHosting.listed(in: existing) ?? []).map { ($0, "") })
        }
        var reasons: [String] = []
        let missing = homes.keys.filter { listed[$0] == nil }.sorted()
        let extra = listed.keys.filter { homes[$0] == nil }.sorted()
        let moved = homes.keys.filter { listed[$0] != nil && listed[$0] != homes[$0] }.sorted()
        if !missing.isEmpty { reasons.append("missing: \(missing.joined(separator: ", "))") }
        if !extra.isEmpty {
            // An app's file covers what its features use: a descriptor can leave it and stay in Core.
            let gone = switch kind {
            case .app: "no longer used by the features it hosts"
            case .backend: "no longer in the plug-in's folder"
            case .manifest: "no longer hosted (the app's type has no such …FeatureHosting conformance)"
            default: "no longer in Core"
            }
            reasons.append("\(gone): \(extra.joined(separator: ", "))")
        }
        if !moved.isEmpty {
            reasons.append(moved.map { "\($0) now \(Self.describe(homes[$0]!)) (was \(Self.describe(listed[$0]!)))" }.joined(separator: ", "))
        }
        if reasons.isEmpty { reasons.append("it was edited by hand or made by another version of the generator") }
        return .stale(reasons)
    }

    private static func describe(_ home: String) -> String {
        switch home {
        case "app": "supplied by the app"
        case AppEnvironmentRenderer.notOffered: home
        default: "built by \(home)"
        }
    }
}

/// Reads the sources a request names and makes its files; the command line only prints and
/// exits.
public enum Generation {
    /// Makes every file the request asks for, in the order core, stubs, each app, the manifest,
    /// then each backend plug-in.
    public static func make(_ request: GenerationRequest) throws(GenerationError) -> [GeneratedFile] {
        let outputs = Set([request.coreOutput, request.stubsOutput].compactMap { $0 }.map(standardized))
        let sources = try swiftFiles(in: request.core, excluding: outputs)
        let descriptors: [Descriptor]
        do throws(ScanFailure) {
            descriptors = try DescriptorScanner.scan(files: sources)
        } catch {
            throw GenerationError(.refusing, "refusing to generate:\n\(error.description)")
        }
        let count = "\(descriptors.count) descriptor\(descriptors.count == 1 ? "" : "s")"
        let plain = Dictionary(uniqueKeysWithValues: descriptors.map { ($0.qualifiedName, "") })
        var files = [GeneratedFile(kind: .resolver, path: request.coreOutput, text: ResolverRenderer.render(descriptors), summary: count, homes: plain)]
        if let stubsOutput = request.stubsOutput {
            files.append(GeneratedFile(kind: .stubs, path: stubsOutput, text: StubRenderer.render(descriptors), summary: count, homes: plain))
        }
        if let apps = request.apps {
            guard let features = request.features else {
                throw GenerationError(.unreadable, "the apps' environments need the folder of the feature modules (--features Modules)")
            }
            let map = try featureMap(descriptors, features: features, declared: request.declared, excluding: outputs)
            let hosting = try hostingApps(in: apps, features: map)
            for app in hosting {
                let homes = AppEnvironmentRenderer.homes(app, map: map)
                let answered = homes.values.filter { $0 == "app" }.count
                let notOffered = homes.values.filter { $0 == AppEnvironmentRenderer.notOffered }.count
                let built = homes.count - answered - notOffered
                let summary = "\(app.features.count) features, \(built) descriptors built by them, \(answered) answered by the app"
                    + (notOffered == 0 ? "" : ", \(notOffered) not offered")
                files.append(GeneratedFile(kind: .app, path: app.outputPath, text: AppEnvironmentRenderer.render(app, map: map),
                                           summary: summary, homes: homes))
            }
            if let manifest = request.manifest {
                guard let text = existing(manifest) else { throw GenerationError(.unreadable, "cannot read \(manifest)") }
                let entries = ManifestHosting.entries(hosting)
                let hosts = hosting.filter { !$0.features.isEmpty }.count
                let features = Set(hosting.flatMap(\.features)).count
                files.append(GeneratedFile(kind: .manifest, path: manifest, text: try ManifestHosting.rewriting(text, apps: hosting, path: manifest),
                                           summary: "\(features) feature\(features == 1 ? "" : "s") hosted by \(hosts) app\(hosts == 1 ? "" : "s")",
                                           homes: Dictionary(uniqueKeysWithValues: entries.map { ($0, "") })))
            }
        } else if request.manifest != nil {
            throw GenerationError(.unreadable, "what the apps host comes from the folder of the app modules (--apps Apps)")
        }
        if let backends = request.backends {
            for plugin in try backendPlugins(in: backends) {
                let count = "\(plugin.features.count) feature part\(plugin.features.count == 1 ? "" : "s")"
                files.append(GeneratedFile(kind: .backend, path: plugin.outputPath, text: BackendScanner.render(plugin), summary: count,
                                           homes: Dictionary(uniqueKeysWithValues: plugin.features.map { ($0, "") })))
            }
        }
        return files
    }

    /// Every backend plug-in under `backends`, by folder name.
    static func backendPlugins(in backends: String) throws(GenerationError) -> [BackendPlugin] {
        let root = URL(fileURLWithPath: backends)
        guard let folders = try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw GenerationError(.unreadable, "cannot read \(backends): no such folder")
        }
        var found: [BackendPlugin] = []
        var diagnostics: [GeneratorDiagnostic] = []
        for folder in folders.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true, !folder.lastPathComponent.hasPrefix(".") else { continue }
            let files = try swiftFiles(in: folder.path, excluding: []).filter { !$0.path.hasSuffix(".generated.swift") }
            do throws(ScanFailure) {
                if let plugin = try BackendScanner.scan(folder: relative(folder.path), files: files) { found.append(plugin) }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw GenerationError(.refusing, "refusing to generate:\n\(ScanFailure(diagnostics: diagnostics).description)") }
        return found
    }

    /// The file at `path` as it is now, or nil when there is none.
    public static func existing(_ path: String) -> String? {
        try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    }

    /// Writes `file` unless it is already up to date.
    /// - Returns: whether it wrote.
    public static func write(_ file: GeneratedFile) throws(GenerationError) -> Bool {
        guard existing(file.path) != file.text else { return false }
        do {
            try file.text.write(to: URL(fileURLWithPath: file.path), atomically: true, encoding: .utf8)
        } catch {
            let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent()
            let hint = FileManager.default.fileExists(atPath: folder.path) ? error.localizedDescription : "no folder \(relative(folder.path)); create it or fix the path"
            throw GenerationError(.unwritable, "cannot write \(file.path): \(hint)")
        }
        return true
    }

    /// Every app under `apps` that hosts features, by folder name; refuses a feature no
    /// feature folder has, or one without an environment protocol.
    static func hostingApps(in apps: String, features map: FeatureMap) throws(GenerationError) -> [HostingApp] {
        let root = URL(fileURLWithPath: apps)
        guard let folders = try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw GenerationError(.unreadable, "cannot read \(apps): no such folder")
        }
        var found: [HostingApp] = []
        var diagnostics: [GeneratorDiagnostic] = []
        for folder in folders.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true, !folder.lastPathComponent.hasPrefix(".") else { continue }
            let generated = { (path: String) in path.hasSuffix(".generated.swift") }
            let files = try swiftFiles(in: folder.path, excluding: []).filter { !generated($0.path) }
            do throws(ScanFailure) {
                guard let app = try AppScanner.scan(folder: relative(folder.path), files: files) else { continue }
                for feature in app.features where map.uses[feature] == nil {
                    diagnostics.append(GeneratorDiagnostic(
                        file: app.file, line: app.line,
                        message: "\(app.name) hosts \(feature), but no feature module of that name declares \(EnvironmentScanner.protocolName(module: feature)); check the name of its \(feature)Hosting conformance"))
                }
                found.append(app)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw GenerationError(.refusing, "refusing to generate:\n\(ScanFailure(diagnostics: diagnostics).description)") }
        return found
    }

    /// Scans the feature folders under `features` for builders and environments: those of the
    /// `declared` features, or every folder but ``BuilderScanner/notFeatures`` when nil.
    static func featureMap(_ descriptors: [Descriptor], features: String, declared: [String]? = nil, excluding outputs: Set<String>) throws(GenerationError) -> FeatureMap {
        let root = URL(fileURLWithPath: features)
        guard let folders = try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw GenerationError(.unreadable, "cannot read \(features): no such folder")
        }
        let isFolder = { (url: URL) in (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        if let declared, let missing = declared.first(where: { name in !folders.contains { $0.lastPathComponent == name && isFolder($0) } }) {
            throw GenerationError(.unreadable, "the package declares the feature \(missing), but \(root.appendingPathComponent(missing).path) is not a folder; make it, or take \(missing) out of the table of features")
        }
        var modules: [(module: String, files: [(path: String, source: String)])] = []
        for folder in folders.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = folder.lastPathComponent
            guard isFolder(folder), !name.hasPrefix("."),
                  declared.map({ $0.contains(name) }) ?? !BuilderScanner.notFeatures.contains(name)
            else { continue }
            modules.append((name, try swiftFiles(in: folder.path, excluding: outputs)))
        }
        do throws(ScanFailure) {
            var scanned: [String: (uses: [String], file: String, line: Int)] = [:]
            for module in modules {
                if let found = EnvironmentScanner.scan(files: module.files, module: module.module) { scanned[module.module] = found }
            }
            return try BuilderScanner.map(descriptors, features: modules).using(EnvironmentScanner.uses(descriptors, scanned: scanned))
        } catch {
            throw GenerationError(.refusing, "refusing to generate:\n\(error.description)")
        }
    }

    /// Every Swift file under `folder` but the generated ones, sorted by path; paths relative
    /// to the current folder when they are inside it, so messages read `Modules/Core/X.swift:3`.
    static func swiftFiles(in folder: String, excluding outputs: Set<String>) throws(GenerationError) -> [(path: String, source: String)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil)
        else { throw GenerationError(.unreadable, "cannot read \(folder): no such folder") }
        var files: [(path: String, source: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" && !outputs.contains(standardized(url.path)) {
            guard let source = try? String(contentsOf: url, encoding: .utf8) else {
                throw GenerationError(.unreadable, "cannot read \(relative(url.path))")
            }
            files.append((relative(url.path), source))
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func relative(_ path: String) -> String {
        let current = standardized(FileManager.default.currentDirectoryPath) + "/"
        let full = standardized(path)
        return full.hasPrefix(current) ? String(full.dropFirst(current.count)) : path
    }
}
