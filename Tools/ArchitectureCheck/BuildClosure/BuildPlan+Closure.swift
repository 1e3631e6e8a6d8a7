extension BuildPlan {
    /// The modules `swift build --product product` compiles, sorted.
    ///
    /// Starts from the product's target and follows the plan as llbuild does: from each node
    /// to the command that writes it, and from that command to everything it reads. A module
    /// is compiled when a command on the way reads or writes one of its files in the build
    /// folder: `Core.build/...` (objects, C objects included, and the sources list) or
    /// `Modules/Core.swiftmodule`. Copies built for the host to run plugins keep SwiftPM's
    /// `-tool` suffix (`ArgumentParser-tool`), as scripts/compiled-modules names them.
    ///
    /// - Throws: ``ArchitectureCheckError/productNotInPlan(product:products:)`` when the plan
    ///   has no executable product of that name.
    public func modulesCompiled(byProduct product: String) throws(ArchitectureCheckError) -> [String] {
        let writers = self.writers
        let executables = executables(writers: writers)
        guard let executable = executables[product] else {
            throw .productNotInPlan(product: product, products: executables.keys.sorted())
        }

        var seen = Set(targets[executable.target] ?? [])
        var pending = Array(seen)
        var ran: Set<String> = []
        var modules: Set<String> = []
        while let node = pending.popLast() {
            if let module = Self.module(of: node, in: executable.folder) { modules.insert(module) }
            for name in writers[node] ?? [] where ran.insert(name).inserted {
                guard let command = commands[name] else { continue }
                for next in command.inputs + command.outputs where seen.insert(next).inserted {
                    pending.append(next)
                }
            }
        }
        return modules.sorted()
    }

    /// For each node, the commands that write it.
    private var writers: [String: [String]] {
        var writers: [String: [String]] = [:]
        for (name, command) in commands {
            for output in command.outputs { writers[output, default: []].append(name) }
        }
        return writers
    }

    /// The executable products, by name, with their target and the folder they are built in.
    ///
    /// SwiftPM names an executable's target `NAME-<triple>-<configuration>.exe` and makes its
    /// node from the executable, `<folder>/NAME`. Matching the file's name, not a prefix of the
    /// target's, keeps `some` from finding `some-sandbox`.
    private func executables(writers: [String: [String]]) -> [String: (target: String, folder: String)] {
        var executables: [String: (target: String, folder: String)] = [:]
        for (target, nodes) in targets where target.hasSuffix(".exe") {
            let inputs = nodes.flatMap { writers[$0] ?? [] }.flatMap { commands[$0]?.inputs ?? [] }
            for input in inputs {
                guard let slash = input.lastIndex(of: "/") else { continue }
                var name = input[input.index(after: slash)...]
                if name.hasSuffix(".exe") { name = name.dropLast(4) }
                if !name.isEmpty, target.hasPrefix(name + "-") {
                    executables[String(name)] = (target, String(input[..<slash]))
                }
            }
        }
        return executables
    }

    /// The module whose file `node` is, if it is one in the build folder `folder`:
    /// `<folder>/Core.build/...` and `<folder>/Modules/Core.swiftmodule` are Core's.
    public static func module(of node: String, in folder: String) -> String? {
        guard node.hasPrefix(folder + "/") else { return nil }
        let parts = node.dropFirst(folder.count + 1).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        let (first, last) = (parts[0], parts[parts.count - 1])
        if first.hasSuffix(".build"), first.count > ".build".count {
            return String(first.dropLast(".build".count))
        }
        guard parts.count == 2, last.hasSuffix(".swiftmodule"), last.count > ".swiftmodule".count else { return nil }
        let name = String(last.dropLast(".swiftmodule".count))
        switch first {
        case "Modules": return name
        case "Modules-tool": return name + "-tool"
        default: return nil
        }
    }
}
