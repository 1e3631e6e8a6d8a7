import Foundation
import ProcessHarness

/// The system's `gzip -dc`, an independent decoder to check the stub's encoder against.
enum SystemGzip {
    /// `data` decompressed by `gzip -dc`; throws with gzip's complaint when it refuses it.
    ///
    /// Started with `Spawn` (so no other child inherits its pipes) and waited for on a thread
    /// of its own (so the blocking reads never starve the in-process server on the cooperative pool).
    static func decompress(_ data: Data) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try blockingDecompress(data) }) }.start()
        }
    }

    private static func blockingDecompress(_ data: Data) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stub-gzip-\(UUID().uuidString).gz")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let pipes = try Spawn.start(process, pipes: 2) { pipes in
            process.standardOutput = pipes[0]
            process.standardError = pipes[1]
        }
        let decoded = pipes[0].fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: pipes[1].fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SiteTestError("gzip -dc exited \(process.terminationStatus): \(complaint)")
        }
        return decoded
    }
}
