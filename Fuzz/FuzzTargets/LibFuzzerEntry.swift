import Foundation

// libFuzzer's two entry points. `scripts/fuzz` builds this module with `-sanitize=fuzzer,address`
// as a static library and links it with libFuzzer, whose `main` calls these; `FUZZ_TARGET`
// names the target. In the normal build nothing calls them.

/// The target `FUZZ_TARGET` names, read once.
private let selectedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["FUZZ_TARGET"].flatMap(FuzzTarget.named)

/// Checks `FUZZ_TARGET` before the first input, so a wrong name stops at once with the list.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard selectedTarget != nil else {
        let given = ProcessInfo.processInfo.environment["FUZZ_TARGET"].map { "\"\($0)\"" } ?? "nothing"
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("FUZZ_TARGET names no fuzz target (got \(given)); set it to one of: \(names)\n".utf8))
        exit(64)
    }
    return 0
}

/// Runs one input through the selected target; a broken invariant stops the run with its
/// message, which libFuzzer reports as a crash and saves the input for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = selectedTarget else { return -1 }
    let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    do {
        try target.run(input)
    } catch {
        FileHandle.standardError.write(Data("fuzz target \(target.name): invariant broken: \(error.message)\n".utf8))
        abort()
    }
    return 0
}
