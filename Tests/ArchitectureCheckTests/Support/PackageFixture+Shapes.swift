/// The package shapes the tests start from.
extension PackageFixture {
    /// The repository as it is today (see Package.swift).
    static let current = PackageFixture(
        targets: [
            .regular("Core", "Modules/Core"),
            .test("CoreTests", ["Core"]),
            .regular("UIComponent", "Modules/UIComponent", ["Core"]),
            .test("UIComponentTests", ["UIComponent"]),
            .regular("AppShell", "Modules/AppShell", ["Core", "UIComponent"]),
            .test("AppShellTests", ["AppShell"]),
            .regular("OtherFeature", "Modules/OtherFeature", ["Core", "UIComponent"]),
            .test("OtherFeatureTests", ["OtherFeature", "SomeFeatureStubs"]),
            .regular("SomeFeature", "Modules/SomeFeature", ["Core", "UIComponent"]),
            .test("SomeFeatureTests", ["SomeFeature", "SomeFeatureStubs"]),
            .regular("SomeFeatureStubs", "Stubs/SomeFeatureStubs", ["Core"]),
            .regular("SomeSandbox", "Stubs/SomeSandbox",
                     ["AppShell", "Core", "OtherFeature", "SomeFeature", "SomeFeatureStubs", "UIComponent"]),
            .test("SomeSandboxTests", ["SomeSandbox"]),
            .executable("SomeSandboxCLI", "Stubs/SomeSandboxCLI",
                        ["SomeSandbox", .product("ArgumentParser", package: "swift-argument-parser")]),
            .regular("ArchitectureCheck", "Tools/ArchitectureCheck"),
            .test("ArchitectureCheckTests", ["ArchitectureCheck"]),
            .executable("ArchitectureCheckCLI", "Tools/ArchitectureCheckCLI", ["ArchitectureCheck"]),
        ],
        products: [
            .executable("some-sandbox", "SomeSandboxCLI"),
            .executable("architecture-check", "ArchitectureCheckCLI"),
        ]
    )

    /// The whole design of docs/architecture.md: today's package plus Live, the apps and the stub server.
    static let intended = current
        .adding(.system("CCurl", "Modules/Live/CCurl"))
        .adding(.regular("HTTPClientLive", "Modules/Live/HTTPClientLive", ["CCurl", "Core"]))
        .adding(.test("HTTPClientLiveTests", ["HTTPClientLive", "SomeFeatureStubs"]))
        .adding(.system("CSQLite", "Modules/Live/CSQLite"))
        .adding(.regular("StorageLive", "Modules/Live/StorageLive", ["CSQLite", "Core"]))
        .adding(.test("StorageLiveTests", ["StorageLive"]))
        .adding(.regular("OrderContract", "Modules/Contracts/OrderContract"))
        .adding(.regular("ChatContract", "Modules/Contracts/ChatContract"))
        .adding(.regular("AppRuntime", "Apps/AppRuntime", [
            "AppShell", "Core", "HTTPClientLive", "StorageLive", "UIComponent", .product("ArgumentParser", package: "swift-argument-parser"),
        ]))
        .adding(.test("AppRuntimeTests", ["AppRuntime"]))
        .adding(.regular("FeatureHosts", "Apps/FeatureHosts", [
            "AppRuntime", "Core", "OtherFeature", "SomeFeature", "StorageLive", .product("ArgumentParser", package: "swift-argument-parser"),
        ]))
        .adding(.test("FeatureHostsTests", ["FeatureHosts", "SomeFeatureStubs"]))
        .adding(.executable("OrderApp", "Apps/OrderApp", appDependencies + ["OrderContract"]))
        .adding(.test("OrderAppTests", ["OrderApp", "SomeFeatureStubs"]))
        .adding(.executable("ChatApp", "Apps/ChatApp", appDependencies + ["ChatContract"]))
        .adding(.test("ChatAppTests", ["ChatApp", "SomeFeatureStubs"]))
        .adding(.executable("StubServer", "Stubs/StubServer", ["ChatContract", "OrderContract", .product("FlyingFox", package: "FlyingFox")]))
        .adding(.test("EndToEndTests", ["ChatApp", "OrderApp", "ChatContract", "OrderContract", "StubServer"]))
        .adding(.test("StubServerTests", ["StubServer"]))
        .adding(product: .executable("order-app", "OrderApp"))
        .adding(product: .executable("chat-app", "ChatApp"))
        .adding(product: .executable("stub-server", "StubServer"))

    private static let appDependencies: [Dep] = ["AppRuntime", "Core", "FeatureHosts", "UIComponent"]
}
