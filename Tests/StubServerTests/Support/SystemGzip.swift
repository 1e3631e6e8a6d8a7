import Core
import Foundation
import ProcessHarness

/// The system's `gzip -dc`, an independent decoder to check the stub's encoder against.
enum SystemGzip {
    /// `data` decompressed by `gzip -dc`; throws with gzip's complaint when it refuses it.
    ///
    /// Waited for on a thread of its own, so the blocking reads never starve the in-process
    /// server on the cooperative pool.
    static func decompress(_ data: Data) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try blockingDecompress(data) }) }.start()
        }
    }

    private static func blockingDecompress(_ data: Data) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stub-gzip-\(UUID().uuidString).gz")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let child = try ChildProcess(executable: "/usr/bin/env", arguments: ["gzip", "-dc", file.path],
                                     environment: ProcessRunner.baseEnvironment, input: .null, output: .pipe, errors: .pipe)
        let decoded = Data(ChildProcess.readToEnd(closing: child.output!))
        let complaint = String(decoding: ChildProcess.readToEnd(closing: child.errors!), as: UTF8.self)
        let status = child.wait()
        guard status == 0 else {
            throw SiteTestError("gzip -dc exited \(status): \(complaint)")
        }
        return decoded
    }
}
