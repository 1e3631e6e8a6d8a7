/// A small build plan in the shape `swift build` writes: two executables, `app` and
/// `app-worker`, in the build folder `/p/.build/debug`.
///
/// `app` links AppCLI and the C target CLib; AppCLI imports Feature, which imports Core, so
/// those two are reached only through `.swiftmodule` inputs. `app-worker` alone uses Live.
enum SyntheticPlan {
    static let manifest = #"""
        client:
          name: basic
          file-system: device-agnostic
        tools: {}
        targets:
          "app-x86_64-unknown-linux-gnu-debug.exe": ["<app-x86_64-unknown-linux-gnu-debug.exe>"]
          "app-worker-x86_64-unknown-linux-gnu-debug.exe": ["<app-worker-x86_64-unknown-linux-gnu-debug.exe>"]
          "main": ["<app-x86_64-unknown-linux-gnu-debug.exe>","<app-worker-x86_64-unknown-linux-gnu-debug.exe>"]
        default: "main"
        nodes:
          "/p/Sources/Core/":
            is-directory-structure: true
            content-exclusion-patterns: [".git",".build"]
        commands:
          "<app-x86_64-unknown-linux-gnu-debug.exe>":
            tool: phony
            inputs: ["/p/.build/debug/app"]
            outputs: ["<app-x86_64-unknown-linux-gnu-debug.exe>"]

          "C.app-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: ["/p/.build/debug/AppCLI.build/main.swift.o","/p/.build/debug/CLib.build/shim.c.o"]
            outputs: ["/p/.build/debug/app"]
            description: "Linking ./.build/debug/app"
            args: ["/usr/bin/swiftc","-o","/p/.build/debug/app","-Xlinker","-rpath=$ORIGIN"]

          "C.AppCLI-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/AppCLI/main.swift","/p/.build/debug/Modules/Feature.swiftmodule","/p/.build/debug/AppCLI.build/sources"]
            outputs: ["/p/.build/debug/AppCLI.build/main.swift.o","/p/.build/debug/Modules/AppCLI.swiftmodule"]
            description: "Compiling Swift Module 'AppCLI' (1 sources)"

          "/p/.build/debug/AppCLI.build/sources":
            tool: write-auxiliary-file
            inputs: ["<sources-file-list>","/p/Sources/AppCLI/main.swift"]
            outputs: ["/p/.build/debug/AppCLI.build/sources"]

          "C.Feature-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/Feature/Feature.swift","/p/.build/debug/Modules/Core.swiftmodule"]
            outputs: ["/p/.build/debug/Modules/Feature.swiftmodule"]

          "C.Core-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/Core/Core.swift"]
            outputs: ["/p/.build/debug/Core.build/Core.swift.o","/p/.build/debug/Modules/Core.swiftmodule"]

          "/p/.build/debug/CLib.build/shim.c.o":
            tool: clang
            inputs: ["/p/Sources/CLib/shim.c"]
            outputs: ["/p/.build/debug/CLib.build/shim.c.o"]
            deps: "/p/.build/debug/CLib.build/shim.c.d"

          "<app-worker-x86_64-unknown-linux-gnu-debug.exe>":
            tool: phony
            inputs: ["/p/.build/debug/app-worker"]
            outputs: ["<app-worker-x86_64-unknown-linux-gnu-debug.exe>"]

          "C.app-worker-x86_64-unknown-linux-gnu-debug.exe":
            tool: shell
            inputs: ["/p/.build/debug/Live.build/Live.swift.o","/p/.build/debug/Core.build/Core.swift.o"]
            outputs: ["/p/.build/debug/app-worker"]

          "C.Live-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/p/Sources/Live/Live.swift","/p/.build/debug/Modules/Core.swiftmodule"]
            outputs: ["/p/.build/debug/Live.build/Live.swift.o","/p/.build/debug/Modules/Live.swiftmodule"]

        """#
}
