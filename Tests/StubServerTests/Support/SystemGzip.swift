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
        let child = try ProcessRunner.start("/usr/bin/env", ["gzip", "-dc", file.path],
                                            environment: ProcessRunner.baseEnvironment, input: .null, output: .pipe, errors: .pipe)
        // Both pipes at once, so that neither can fill up and block gzip.
        let errors = ReadAll(child.errors!)
        let decoded = Data(ChildProcess.readToEnd(closing: child.output!))
        let complaint = String(decoding: errors.wait(), as: UTF8.self)
        let status = child.wait()
        guard status == 0 else {
            throw SiteTestError("gzip -dc exited \(status): \(complaint)")
        }
        return decoded
    }
}
