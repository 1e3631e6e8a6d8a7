import Foundation
import ProcessHarness
import Testing

/// The real `stub-server` binary, run as a child process.
final class StubServerProcess: @unchecked Sendable {
    /// Where `swift build` put the binary: next to the test bundle.
    static var binaryURL: URL {
        let bundle = Bundle.main.bundleURL
        let directory = bundle.pathExtension == "xctest"
            ? bundle.deletingLastPathComponent()
            : URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return directory.appendingPathComponent("stub-server")
    }

    let process = Process()
    private let stdout: Pipe
    private let stderr: Pipe
    private let exited: AsyncStream<Int32>
    private let exitContinuation: AsyncStream<Int32>.Continuation

    init(arguments: [String]) throws {
        (exited, exitContinuation) = AsyncStream<Int32>.makeStream()
        process.executableURL = Self.binaryURL
        process.arguments = arguments
        let continuation = exitContinuation
        process.terminationHandler = { continuation.yield($0.terminationStatus); continuation.finish() }
        let process = process
        let pipes = try Spawn.start(process, pipes: 2) { pipes in
            process.standardOutput = pipes[0]
            process.standardError = pipes[1]
        }
        stdout = pipes[0]
        stderr = pipes[1]
    }

    /// Reads stdout up to and including the next newline (blocking, so on its own thread).
    func readLine() async -> String? {
        let handle = stdout.fileHandleForReading
        return await withCheckedContinuation { continuation in
            Thread {
                var bytes = Data()
                while true {
                    let byte = handle.readData(ofLength: 1)
                    if byte.isEmpty { continuation.resume(returning: bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)); return }
                    if byte == Data("\n".utf8) { continuation.resume(returning: String(decoding: bytes, as: UTF8.self)); return }
                    bytes.append(byte)
                }
            }.start()
        }
    }

    /// Everything the process wrote to stderr (call after it exited).
    func standardError() -> String {
        String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Waits for the exit status, killing the process if it takes longer than `seconds`.
    func waitForExit(seconds: Double = 5) async -> Int32 {
        let watchdog = Task { [process] in
            try await Task.sleep(for: .seconds(seconds))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        defer { watchdog.cancel() }
        for await status in exited { return status }
        return process.terminationStatus
    }

    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }
}
