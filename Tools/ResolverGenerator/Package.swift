// swift-tools-version: 6.0
//
// The descriptor resolver generator. A package of its own so that the main package never
// builds swift-syntax: `scripts/generate` runs it, `scripts/test` checks its output is fresh.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "ResolverGenerator",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "resolver-generator", targets: ["resolver-generator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .target(
            name: "ResolverGeneratorKit",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ResolverGeneratorKitTests", dependencies: ["ResolverGeneratorKit"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "resolver-generator",
            dependencies: ["ResolverGeneratorKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: swiftSettings
        ),
        // Runs the real binary (its exit codes and messages); depends on it so `swift test` builds it.
        .testTarget(
            name: "ResolverGeneratorTests",
            dependencies: ["resolver-generator"],
            swiftSettings: swiftSettings
        ),
    ]
)
