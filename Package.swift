// swift-tools-version: 6.2
//
// The layer diagram, as a manifest. Each `// MARK: -` section is one layer of
// docs/architecture.md; the rule between layers is checked by
// `scripts/check-architecture`, not by review.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    // A debug build indexes as it compiles, and would index the standard library, Foundation
    // and Swift Testing too, in every build folder: 2 s of a test module's compile job from an
    // empty folder. Our own code is still indexed (docs/decisions/0022-no-index-of-system-modules.md).
    .unsafeFlags(["-index-ignore-system-modules"], .when(configuration: .debug)),
]

/// Packages from outside, by the name products refer to them with.
let externalPackages: [String: Package.Dependency] = [
    "swift-argument-parser": .package(url: "https://github.com/apple/swift-argument-parser", from: "1.7.0"),
    "FlyingFox": .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
]

// MARK: - The features, declared once
//
// One line per feature (scripts/new-feature adds it). `FeatureDeclaration` makes every target a
// feature has, in the folders of the layout: Modules/NAMEFeature and Tests/NAMEFeatureTests,
// Stubs/NAMEFeatureStubs (its scenarios as resources), Stubs/NAMESandbox and its executable
// Stubs/NAMESandboxCLI (`name-sandbox`), Tests/NAMESandboxTests, Apps/FeatureHosts/NAMEFeature
// and Tests/NAMEFeatureHostTests. `narrow()` reads this table; the scripts read its lines
// (scripts/features), the architecture check and the name check's test too (FeatureTable).
// Which apps host a feature is each app's own choice, made in its app file (its type's
// `…FeatureHosting` conformances); `hostedFeatures` below is the manifest's copy of it.

let features: [FeatureDeclaration] = [
    FeatureDeclaration("Activity"),
    FeatureDeclaration("Other", uses: ["SomeFeatureStubs"], goldens: false, hostTests: false),
    FeatureDeclaration("Some", uses: ["OtherFeature"], sandboxCLITests: true),
]

/// A feature: its name (`Some` is SomeFeature), what its stubs, sandbox and tests use besides
/// what every feature's do, and which of the optional test targets it has.
@MainActor
struct FeatureDeclaration {
    /// The stem: `Some` for SomeFeature, SomeFeatureStubs, SomeSandbox, `some-sandbox`.
    let stem: String
    /// Modules of other features (or their stubs) that its stubs, sandbox and tests build on.
    let uses: [String]
    /// Tests/NAMESandboxTests holds golden files (`Goldens/`), read as files, not compiled.
    let goldens: Bool
    /// Tests/NAMEFeatureHostTests exists: its host tested in process.
    let hostTests: Bool
    /// Tests/NAMESandboxCLITests exists: the sandbox's binary tested on its own.
    let sandboxCLITests: Bool

    init(_ stem: String, uses: [String] = [], goldens: Bool = true, hostTests: Bool = true, sandboxCLITests: Bool = false) {
        self.stem = stem
        self.uses = uses
        self.goldens = goldens
        self.hostTests = hostTests
        self.sandboxCLITests = sandboxCLITests
    }

    var feature: String { "\(stem)Feature" }
    var stubs: String { "\(stem)FeatureStubs" }
    var sandbox: String { "\(stem)Sandbox" }
    var sandboxCLI: String { "\(stem)SandboxCLI" }
    var host: String { "\(stem)FeatureHost" }
    /// `some-sandbox`, `order-history-sandbox`, `httpprobe-sandbox`: a dash before a capital
    /// that follows a lower-case letter or a digit, as scripts/new-feature spells it.
    var sandboxExecutable: String {
        var kebab = ""
        var previous: Character?
        for character in stem {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { kebab += "-" }
            kebab += character.lowercased()
            previous = character
        }
        return kebab + "-sandbox"
    }

    /// What it uses that is not another feature's own module: a feature's tests may not see one.
    private var usedStubs: [String] { uses.filter { !$0.hasSuffix("Feature") } }

    private func names(_ names: [String]) -> [Target.Dependency] {
        Set(names).sorted().map { .byName(name: $0) }
    }

    /// Features layer: the feature (it sees only Core and UIComponent) and its tests.
    var moduleTargets: [Target] {
        [
            .target(name: feature, dependencies: names(["Core", "UIComponent"]), path: "Modules/\(feature)", swiftSettings: swiftSettings),
            .testTarget(name: "\(feature)Tests", dependencies: names(["Core", "Expectations", feature, stubs, "StubKit", "UIComponent"] + usedStubs),
                        path: "Tests/\(feature)Tests", swiftSettings: swiftSettings),
        ]
    }

    /// Stubs layer: its stubs, its sandbox, the sandbox's executable and their tests.
    var stubTargets: [Target] {
        var targets: [Target] = [
            .target(name: stubs, dependencies: names(["Core", feature, "ScenarioFiles", "StubKit"] + uses), path: "Stubs/\(stubs)",
                    resources: [.copy("Scenarios")], swiftSettings: swiftSettings),
            .target(name: sandbox, dependencies: names(["AppShell", "Core", feature, stubs, "SandboxKit", "ScenarioFiles", "UIComponent"] + uses),
                    path: "Stubs/\(sandbox)", swiftSettings: swiftSettings),
            .executableTarget(name: sandboxCLI, dependencies: names([sandbox, "SandboxKit"]), path: "Stubs/\(sandboxCLI)", swiftSettings: swiftSettings),
            // The sandbox in process, on a virtual terminal with injected time, and its binary's
            // scripted runs: the feature's loop (scripts/feature-test) runs these.
            .testTarget(name: "\(sandbox)Tests",
                        dependencies: names(["AppShell", "Core", "Expectations", feature, stubs, "ProcessHarness", sandbox, sandboxCLI, "SandboxKit",
                                             "ScenarioFiles", "ScriptingContract", "UIComponent"] + uses),
                        path: "Tests/\(sandbox)Tests", exclude: goldens ? ["Goldens"] : [], swiftSettings: swiftSettings),
        ]
        if sandboxCLITests {
            // The binary's command line and its full screen in a tmux pane: the full suite runs
            // these; the feature's loop leaves them out.
            targets.append(.testTarget(name: "\(sandboxCLI)Tests",
                                       dependencies: names(["Expectations", "ProcessHarness", "ScriptingContract", stubs, sandboxCLI, "UIComponent"]),
                                       path: "Tests/\(sandboxCLI)Tests", swiftSettings: swiftSettings))
        }
        return targets
    }

    /// App layer: what the feature brings to the command line of an app that hosts it, and its tests.
    var hostTargets: [Target] {
        var targets: [Target] = [
            .target(name: host,
                    dependencies: names(["AppRuntime", "AppShell", "Core", feature, "StorageLive", "UIComponent"])
                        + [.product(name: "ArgumentParser", package: "swift-argument-parser")],
                    path: "Apps/FeatureHosts/\(feature)", swiftSettings: swiftSettings),
        ]
        if hostTests {
            targets.append(.testTarget(name: "\(host)Tests",
                                       dependencies: names(["AppRuntime", "AppShell", "Core", "Expectations", feature, host, stubs, "HTTPClientLive", "ProcessHarness", "StorageLive"]),
                                       path: "Tests/\(host)Tests", swiftSettings: swiftSettings))
        }
        return targets
    }

    /// Its sandbox as a product: `swift run some-sandbox`.
    var sandboxProduct: Product {
        .executable(name: sandboxExecutable, targets: [sandboxCLI])
    }
}

/// The apps, as products: `swift run order-app`. An app adds its line here.
let appProducts: [Product] = [
    .executable(name: "order-app", targets: ["OrderAppCLI"]),
    .executable(name: "chat-app", targets: ["ChatAppCLI"]),
    .executable(name: "site-app", targets: ["SiteAppCLI"]),
]

/// The products besides the apps and the features' sandboxes: stub-server and the tools.
let executables: [Product] = [
    .executable(name: "stub-server", targets: ["StubServerCLI"]),
    .executable(name: "outbox-soak", targets: ["OutboxSoakCLI"]),
    .executable(name: "architecture-check", targets: ["ArchitectureCheckCLI"]),
    .executable(name: "suite-watch", targets: ["SuiteWatchCLI"]),
]

/// The foundations and the shell (each feature's own module follows them).
let foundations: [Target] = [
    // MARK: - Foundations

    .target(name: "Core", path: "Modules/Core", swiftSettings: swiftSettings),
    .testTarget(name: "CoreTests", dependencies: ["Core", "Expectations"], path: "Tests/CoreTests", swiftSettings: swiftSettings),

    .target(name: "UIComponent", dependencies: ["Core"], path: "Modules/UIComponent", swiftSettings: swiftSettings),
    .testTarget(name: "UIComponentTests", dependencies: ["Core", "Expectations", "UIComponent"], path: "Tests/UIComponentTests", swiftSettings: swiftSettings),

    // MARK: - Shell

    .target(name: "AppShell", dependencies: ["Core", "UIComponent"], path: "Modules/AppShell", swiftSettings: swiftSettings),
    .testTarget(name: "AppShellTests", dependencies: ["AppShell", "Core", "Expectations", "UIComponent"], path: "Tests/AppShellTests", swiftSettings: swiftSettings),

    // MARK: - Features

    // Every feature's own module and its tests, from the table of features (`features`).
]

/// The contracts, the Live modules and the stubs' kits (each feature's stubs, sandbox and tests follow them).
let contractsLiveAndKits: [Target] = [

    // MARK: - Contracts (one backend's wire format; used by its app's adapter and by stub-server)

    .target(name: "ChatContract", path: "Modules/Contracts/ChatContract", swiftSettings: swiftSettings),
    .target(name: "OrderContract", path: "Modules/Contracts/OrderContract", swiftSettings: swiftSettings),
    .target(name: "SiteContract", path: "Modules/Contracts/SiteContract", swiftSettings: swiftSettings),

    // MARK: - Live (real I/O; only apps link these)

    // libcurl's headers only (libcurl4-openssl-dev, which scripts/bootstrap installs): the
    // apps open libcurl at run time (HTTPClientLive's Curl.swift), so nothing links it.
    .systemLibrary(name: "CCurl", path: "Modules/Live/CCurl"),
    .systemLibrary(
        name: "CSQLite",
        path: "Modules/Live/CSQLite",
        pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"])]
    ),

    .target(name: "HTTPClientLive", dependencies: ["CCurl", "Core"], path: "Modules/Live/HTTPClientLive", swiftSettings: swiftSettings),
    .testTarget(name: "HTTPClientLiveTests", dependencies: ["Core", "Expectations", "HTTPClientLive", "ProcessHarness"], path: "Tests/HTTPClientLiveTests", swiftSettings: swiftSettings),

    .target(name: "StorageLive", dependencies: ["CSQLite", "Core"], path: "Modules/Live/StorageLive", swiftSettings: swiftSettings),
    .testTarget(
        name: "StorageLiveTests",
        dependencies: ["CSQLite", "Core", "Expectations", "ProcessHarness", "StorageLive", "StorageLiveWorker"],
        path: "Tests/StorageLiveTests",
        exclude: ["Fixtures"],
        swiftSettings: swiftSettings
    ),
    // A second process for the concurrent-writers test; never a product.
    .executableTarget(name: "StorageLiveWorker", dependencies: ["Core", "StorageLive"], path: "Modules/Live/StorageLiveWorker", swiftSettings: swiftSettings),

    // MARK: - Stubs

    .target(name: "ProcessHarness", dependencies: ["Core"], path: "Stubs/ProcessHarness", swiftSettings: swiftSettings),
    .testTarget(name: "ProcessHarnessTests", dependencies: ["Core", "Expectations", "ProcessHarness"], path: "Tests/ProcessHarnessTests", swiftSettings: swiftSettings),

    // The suite's checks (`expectEqual`, `expectContains`, …) as plain functions, for every test target:
    // cheaper to compile than `#expect` (docs/decisions/0021-expectations-as-functions.md).
    .target(name: "Expectations", path: "Stubs/Expectations", swiftSettings: swiftSettings),
    .testTarget(name: "ExpectationsTests", dependencies: ["Expectations"], path: "Tests/ExpectationsTests", swiftSettings: swiftSettings),

    // The scripting contract of docs/cli.md as data and checks, for the apps' tests and end to end.
    .target(name: "ScriptingContract", dependencies: ["Core"], path: "Stubs/ScriptingContract", swiftSettings: swiftSettings),

    .target(
        name: "SandboxKit",
        dependencies: [
            "AppShell", "Core", "ScenarioFiles", "UIComponent",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Stubs/SandboxKit",
        swiftSettings: swiftSettings
    ),

    .target(name: "ScenarioFiles", dependencies: ["Core"], path: "Stubs/ScenarioFiles", swiftSettings: swiftSettings),
    .testTarget(name: "ScenarioFilesTests", dependencies: ["Expectations", "ScenarioFiles"], path: "Tests/ScenarioFilesTests", swiftSettings: swiftSettings),

    // What every feature's stubs may share: a placeholder screen, recorded analytics, the answers
    // a test sets to descriptors. Knows no feature.
    .target(name: "StubKit", dependencies: ["Core"], path: "Stubs/StubKit", swiftSettings: swiftSettings),

    // Every feature's stubs, sandbox and its executable, and their tests, from `features`.
]

/// The stub server, its backends and the app runtime (each feature's host follows them).
let appLayer: [Target] = [

    // The outbox's crash and concurrency soak (scripts/soak-outbox): runs the apps and
    // stub-server as processes; links neither.
    .executableTarget(
        name: "OutboxSoakCLI",
        dependencies: ["Core", "ProcessHarness", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "Stubs/OutboxSoakCLI",
        swiftSettings: swiftSettings
    ),

    // The stub server's core (serving, routing, faults, admin, the write log), which names no
    // backend, and one plug-in per backend (its routes, state and fixtures); DemoBackends is
    // the set this repository's apps talk to.
    .target(
        name: "StubServer",
        dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")],
        path: "Stubs/StubServer",
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "StubServerTests",
        dependencies: ["ChatBackend", "ChatContract", "Core", "DemoBackends", "Expectations", "OrderBackend", "OrderContract", "ProcessHarness",
                       "SiteBackend", "SiteContract", "StubServer", "StubServerCLI", .product(name: "FlyingSocks", package: "FlyingFox")],
        path: "Tests/StubServerTests",
        swiftSettings: swiftSettings
    ),
    .executableTarget(
        name: "StubServerCLI",
        dependencies: ["ChatContract", "Core", "DemoBackends", "OrderContract", "SiteContract", "StubServer",
                       .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "Stubs/StubServerCLI",
        swiftSettings: swiftSettings
    ),

    .target(name: "ChatBackend", dependencies: ["ChatContract", "StubServer"], path: "Stubs/Backends/ChatBackend",
            resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    .target(name: "DemoBackends", dependencies: ["ChatBackend", "ChatContract", "OrderBackend", "OrderContract", "SiteBackend", "SiteContract", "StubServer"],
            path: "Stubs/DemoBackends", swiftSettings: swiftSettings),
    .target(name: "OrderBackend", dependencies: ["OrderContract", "StubServer"], path: "Stubs/Backends/OrderBackend",
            resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
    .target(name: "SiteBackend", dependencies: ["SiteContract", "StubServer"], path: "Stubs/Backends/SiteBackend",
            resources: [.copy("Fixtures")], swiftSettings: swiftSettings),

    // MARK: - App layer: the generic runtime, the feature hosts, the apps (where concrete types meet)

    .target(
        name: "AppRuntime",
        dependencies: [
            "AppShell", "Core", "HTTPClientLive", "StorageLive", "UIComponent",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Apps/AppRuntime",
        swiftSettings: swiftSettings
    ),
    .testTarget(name: "AppRuntimeTests", dependencies: ["AppRuntime", "AppShell", "Core", "Expectations", "HTTPClientLive",
                                                      .product(name: "ArgumentParser", package: "swift-argument-parser")], path: "Tests/AppRuntimeTests", swiftSettings: swiftSettings),

    // One host per feature (what the feature adds to the command line of an app that hosts
    // it) and its tests, from `features`.
]

// What each app hosts, by the app's target and the stems of its features: a copy of the apps'
// `…FeatureHosting` conformances, since a manifest cannot read them (SwiftPM would not see a
// change in a file the manifest reads; docs/decisions/0024-the-manifest-copies-what-apps-host.md).
// Generated by scripts/generate, checked for staleness by scripts/checks: do not edit.
let hostedFeatures: [String: [String]] = ["ChatApp": ["Other", "Some"], "OrderApp": ["Activity", "Other", "Some"], "SiteApp": ["Other", "Some"]]

/// The features `app` hosts and their hosts: what its target depends on for them.
@MainActor
func hosted(by app: String) -> [Target.Dependency] {
    (hostedFeatures[app] ?? []).flatMap { ["\($0)Feature", "\($0)FeatureHost"] }.map { .byName(name: $0) }
}

/// The apps: each app's module and its executable. Each app names the features it hosts by its
/// `…FeatureHosting` conformances and depends on exactly those features and their hosts
/// (`hosted(by:)`). An app adds its targets here (docs/adding-an-app.md).
let apps: [Target] = [
    .target(
        name: "ChatApp",
        dependencies: ["AppRuntime", "ChatContract", "Core", "UIComponent"] + hosted(by: "ChatApp"),
        path: "Apps/ChatApp",
        swiftSettings: swiftSettings
    ),
    .executableTarget(name: "ChatAppCLI", dependencies: ["AppRuntime", "ChatApp"], path: "Apps/ChatAppCLI", swiftSettings: swiftSettings),

    .target(
        name: "OrderApp",
        dependencies: ["AppRuntime", "Core", "OrderContract"] + hosted(by: "OrderApp"),
        path: "Apps/OrderApp",
        swiftSettings: swiftSettings
    ),
    .executableTarget(name: "OrderAppCLI", dependencies: ["AppRuntime", "OrderApp"], path: "Apps/OrderAppCLI", swiftSettings: swiftSettings),

    .target(
        name: "SiteApp",
        dependencies: ["AppRuntime", "Core", "SiteContract"] + hosted(by: "SiteApp"),
        path: "Apps/SiteApp",
        swiftSettings: swiftSettings
    ),
    .executableTarget(name: "SiteAppCLI", dependencies: ["AppRuntime", "SiteApp"], path: "Apps/SiteAppCLI", swiftSettings: swiftSettings),
]

/// The apps' tests, fuzzing and the tools.
let checksAndTools: [Target] = [
    // Every app present, end to end: the real binaries against a real stub-server.
    .testTarget(
        name: "EndToEndTests",
        dependencies: [
            "ChatApp", "ChatAppCLI", "ChatContract", "Core", "Expectations", "OrderApp", "OrderAppCLI", "OrderContract", "ProcessHarness",
            "ScriptingContract", "SiteAppCLI", "SiteContract", "SomeSandboxCLI", "StubServerCLI", "UIComponent",
        ],
        path: "Tests/EndToEndTests",
        swiftSettings: swiftSettings
    ),

    // An app run in the test's own process: in-memory transports (the stub backend, pages a
    // test answers) and the scripting contract's matrix. For the apps' own test targets only.
    .target(
        name: "AppHarness",
        dependencies: ["AppRuntime", "AppShell", "Core", "DemoBackends", "Expectations", "HTTPClientLive", "ScriptingContract", "StorageLive", "StubServer"],
        path: "Stubs/AppHarness",
        swiftSettings: swiftSettings
    ),

    // Each app in process: its adapter on a transport the test answers (paging, page order,
    // time limits), and the scripting contract on the in-memory stub backend.
    .testTarget(
        name: "OrderAppTests",
        dependencies: ["AppHarness", "AppRuntime", "Core", "DemoBackends", "Expectations", "HTTPClientLive", "OrderApp", "OrderContract", "ScriptingContract", "StorageLive", "StubServer"],
        path: "Tests/OrderAppTests",
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "SiteAppTests",
        dependencies: ["AppHarness", "AppRuntime", "Core", "DemoBackends", "Expectations", "HTTPClientLive", "ScriptingContract", "SiteApp", "SiteContract", "StubServer"],
        path: "Tests/SiteAppTests",
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "ChatAppTests",
        dependencies: ["AppHarness", "AppRuntime", "ChatApp", "ChatContract", "Core", "Expectations", "HTTPClientLive", "ScriptingContract"],
        path: "Tests/ChatAppTests",
        swiftSettings: swiftSettings
    ),

    // MARK: - Fuzzing (the parsers of untrusted input, driven by arbitrary bytes; linked into nothing)

    .target(
        name: "FuzzTargets",
        dependencies: [
            "AppRuntime", "ChatApp", "ChatContract", "Core", "HTTPClientLive", "OrderApp", "OrderContract", "ScenarioFiles", "SiteApp",
            "SiteContract", "SomeFeature", "SomeFeatureStubs",
            "UIComponent",
        ],
        path: "Fuzz/FuzzTargets",
        swiftSettings: swiftSettings
    ),
    .testTarget(name: "FuzzTargetsTests", dependencies: ["Expectations", "FuzzTargets"], path: "Tests/FuzzTargetsTests", swiftSettings: swiftSettings),

    // MARK: - Tools

    .target(name: "ArchitectureCheck", path: "Tools/ArchitectureCheck", swiftSettings: swiftSettings),
    .testTarget(name: "ArchitectureCheckTests", dependencies: ["ArchitectureCheck", "ArchitectureCheckCLI", "Expectations", "ProcessHarness"], path: "Tests/ArchitectureCheckTests", swiftSettings: swiftSettings),
    .executableTarget(
        name: "ArchitectureCheckCLI",
        dependencies: ["ArchitectureCheck", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "Tools/ArchitectureCheckCLI",
        swiftSettings: swiftSettings
    ),

    // Runs the test binary within a budget, says what was running when it hangs or dies, and
    // what the tests left behind (scripts/test, docs/testing.md).
    .target(name: "SuiteWatch", path: "Tools/SuiteWatch", swiftSettings: swiftSettings),
    .testTarget(name: "SuiteWatchTests", dependencies: ["Expectations", "ProcessHarness", "SuiteWatch", "SuiteWatchCLI"], path: "Tests/SuiteWatchTests", swiftSettings: swiftSettings),
    .executableTarget(
        name: "SuiteWatchCLI",
        dependencies: ["SuiteWatch", .product(name: "ArgumentParser", package: "swift-argument-parser")],
        path: "Tools/SuiteWatchCLI",
        swiftSettings: swiftSettings
    ),
]

let package = Package(
    name: "SharedFeatures",
    platforms: [.macOS(.v15)],
    products: appProducts + executables + features.map(\.sandboxProduct),
    dependencies: externalPackages.keys.sorted().map { externalPackages[$0]! },
    targets: foundations + features.flatMap(\.moduleTargets) + contractsLiveAndKits + features.flatMap(\.stubTargets) + appLayer
        + features.flatMap(\.hostTargets) + apps + checksAndTools
)

// MARK: - Narrowing to one feature
//
// `FEATURE=SomeFeature swift test` (what `scripts/feature-test SomeFeature` runs) keeps only
// that feature's loop: the feature, its stubs and sandbox, and the tests of the feature, its
// scenarios, Core and UIComponent, with what they depend on. No Live module, app,
// stub-server, FlyingFox or code generator is resolved or built. docs/decisions/0007 says why.

if let feature = Context.environment["FEATURE"], !feature.isEmpty {
    narrow(package, to: feature)
}

@MainActor
func narrow(_ package: Package, to feature: String) {
    guard let declared = features.first(where: { $0.feature == feature || $0.stem == feature }) else {
        fatalError("FEATURE=\(feature) is not in Package.swift's table of features: \(features.map(\.feature).joined(separator: ", "))")
    }
    let roots = [declared.feature, "\(declared.feature)Tests", declared.stubs, declared.sandbox, declared.sandboxCLI,
                 "\(declared.sandbox)Tests", "CoreTests", "UIComponentTests"]
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var packages = Set<String>()
    var pending = roots.filter { byName[$0] != nil }
    while let name = pending.popLast() {
        guard kept.insert(name).inserted, let target = byName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            case .productItem(_, let package, _, _): if let package { packages.insert(package) }
            @unknown default: break
            }
        }
    }
    package.targets = package.targets.filter { kept.contains($0.name) }
    package.products = package.products.filter { product in
        let targets = (product as? Product.Executable)?.targets ?? (product as? Product.Library)?.targets ?? []
        return targets.allSatisfy(kept.contains)
    }
    package.dependencies = packages.sorted().compactMap { externalPackages[$0] }
}

// MARK: - Building the fuzz targets for libFuzzer
//
// `FUZZ=1 swift build --scratch-path .build-fuzz --product FuzzTargets -Xswiftc -sanitize=fuzzer,address`
// (what `scripts/fuzz` runs) archives FuzzTargets and everything it depends on into one static
// library, which `scripts/fuzz` links with libFuzzer's own `main`. An executable product would
// bring a `main` of its own. The normal build never sees this product. docs/fuzzing.md says more.

if Context.environment["FUZZ"] == "1" {
    package.products.append(.library(name: "FuzzTargets", type: .static, targets: ["FuzzTargets"]))
}
