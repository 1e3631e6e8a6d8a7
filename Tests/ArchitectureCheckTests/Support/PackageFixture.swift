import ArchitectureCheck
import Foundation

/// A package description written as `swift package dump-package` writes it, for synthetic graphs.
struct PackageFixture: Sendable {
    /// One `dependencies` entry, as dump-package spells it.
    enum Dep: Sendable, ExpressibleByStringLiteral {
        case byName(String)
        case target(String)
        case product(String, package: String)

        init(stringLiteral value: String) { self = .byName(value) }

        var json: String {
            switch self {
            case let .byName(name): return #"{"byName":["\#(name)",null]}"#
            case let .target(name): return #"{"target":["\#(name)",null]}"#
            case let .product(name, package): return #"{"product":["\#(name)","\#(package)",null,null]}"#
            }
        }
    }

    struct Target: Sendable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [Dep]

        var json: String {
            let path = self.path.map { "\"\($0)\"" } ?? "null"
            let dependencies = self.dependencies.map(\.json).joined(separator: ",")
            return #"{"dependencies":[\#(dependencies)],"exclude":[],"name":"\#(name)","packageAccess":true,"#
                + #""path":\#(path),"resources":[],"settings":[],"type":"\#(type)"}"#
        }
    }

    struct Product: Sendable {
        var name: String
        var executable: Bool
        var targets: [String]

        var json: String {
            let type = executable ? #"{"executable":null}"# : #"{"library":["automatic"]}"#
            let targets = self.targets.map { "\"\($0)\"" }.joined(separator: ",")
            return #"{"name":"\#(name)","settings":[],"targets":[\#(targets)],"type":\#(type)}"#
        }
    }

    var targets: [Target]
    var products: [Product] = []

    /// The JSON document, with the top-level keys dump-package prints around targets and products.
    var json: String {
        #"{"cLanguageStandard":null,"dependencies":[],"name":"SharedFeatures","#
            + #""packageKind":{"root":["/work/main"]},"platforms":[],"#
            + #""products":[\#(products.map(\.json).joined(separator: ","))],"#
            + #""targets":[\#(targets.map(\.json).joined(separator: ","))]}"#
    }

    var data: Data { Data(json.utf8) }

    /// The same package with one more target.
    func adding(_ target: Target) -> PackageFixture {
        var copy = self
        copy.targets.append(target)
        return copy
    }

    /// The same package with one more product.
    func adding(product: Product) -> PackageFixture {
        var copy = self
        copy.products.append(product)
        return copy
    }

    /// The same package where `target` also depends on `dependency`.
    func adding(_ dependency: Dep, to target: String) -> PackageFixture {
        var copy = self
        for index in copy.targets.indices where copy.targets[index].name == target {
            copy.targets[index].dependencies.append(dependency)
        }
        return copy
    }
}

extension PackageFixture.Target {
    static func regular(_ name: String, _ path: String?, _ dependencies: [PackageFixture.Dep] = []) -> Self {
        Self(name: name, type: "regular", path: path, dependencies: dependencies)
    }

    static func executable(_ name: String, _ path: String?, _ dependencies: [PackageFixture.Dep] = []) -> Self {
        Self(name: name, type: "executable", path: path, dependencies: dependencies)
    }

    static func system(_ name: String, _ path: String?) -> Self {
        Self(name: name, type: "system", path: path, dependencies: [])
    }

    static func test(_ name: String, _ dependencies: [PackageFixture.Dep]) -> Self {
        Self(name: name, type: "test", path: "Tests/\(name)", dependencies: dependencies)
    }
}

extension PackageFixture.Product {
    static func executable(_ name: String, _ target: String) -> Self {
        Self(name: name, executable: true, targets: [target])
    }
}
