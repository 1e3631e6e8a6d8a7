// swift-tools-version: 6.0
//
// The repository's code generator: the descriptor resolvers and the backends' lists of feature
// parts (`scripts/generate` runs it, `scripts/test` checks its output is fresh), and the
// scaffold's templates (`scripts/new-feature` renders them with it, through swift-mustache). A
// package of its own so that the main package never builds swift-syntax or a template library.
//
// Where SwiftSyntax and SwiftParser come from (docs/decisions/0018-swift-syntax-from-the-toolchain.md):
// - RESOLVER_GENERATOR_SYNTAX=DIR, a folder holding SwiftSyntax.swiftmodule, SwiftParser.swiftmodule
//   and their libraries: the ones the Swift toolchain ships for compiler plugins
//   (`usr/lib/swift/host`). The scripts set it (scripts/toolchain-syntax finds the folder), which
//   spares a fresh build about three minutes of compiling swift-syntax.
// - unset: the swift-syntax package, built from source.
import Foundation
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    // As in the root package: no index data for the standard library, Foundation and Swift
    // Testing (docs/decisions/0022-no-index-of-system-modules.md).
    .unsafeFlags(["-index-ignore-system-modules"], .when(configuration: .debug)),
]

let toolchainSyntax = ProcessInfo.processInfo.environment["RESOLVER_GENERATOR_SYNTAX"].flatMap { $0.isEmpty ? nil : $0 }

/// The settings and dependencies that give a target SwiftSyntax and SwiftParser.
let syntaxSwiftSettings: [SwiftSetting] = toolchainSyntax.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxLinkerSettings: [LinkerSetting] = toolchainSyntax.map {
    [.unsafeFlags(["-L", $0, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", $0])]
} ?? []
let syntaxDependencies: [Target.Dependency] = toolchainSyntax == nil ? [
    .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftSyntax", package: "swift-syntax"),
] : []

let package = Package(
    name: "ResolverGenerator",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "resolver-generator", targets: ["resolver-generator"]),
    ],
    dependencies: [.package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1")]
        + (toolchainSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0")] : []),
    targets: [
        .target(
            name: "ResolverGeneratorKit",
            dependencies: syntaxDependencies,
            swiftSettings: swiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .testTarget(
            name: "ResolverGeneratorKitTests",
            dependencies: ["ResolverGeneratorKit"],
            swiftSettings: swiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // The scaffold's templates: a folder of files whose paths and text are Mustache.
        .target(
            name: "TemplateKit",
            dependencies: [.product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TemplateKitTests",
            dependencies: ["TemplateKit"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "resolver-generator",
            dependencies: ["ResolverGeneratorKit", "TemplateKit"],
            swiftSettings: swiftSettings + syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // Runs the real binary (its exit codes and messages); depends on it so `swift test` builds it.
        .testTarget(
            name: "ResolverGeneratorTests",
            dependencies: ["resolver-generator"],
            swiftSettings: swiftSettings
        ),
    ]
)
