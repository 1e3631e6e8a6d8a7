import Foundation

/// Finds the `StorageLiveWorker` executable that `swift build --build-tests` put next to the
/// test bundle, or nil.
func workerBinaryURL() -> URL? {
    let bundle = Bundle.main.bundleURL
    var candidates: [URL] = []
    if bundle.pathExtension == "xctest" {
        candidates.append(bundle.deletingLastPathComponent())
    }
    if let program = CommandLine.arguments.first {
        candidates.append(URL(fileURLWithPath: program).deletingLastPathComponent())
    }
    candidates.append(bundle)
    return candidates
        .map { $0.appendingPathComponent("StorageLiveWorker") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
