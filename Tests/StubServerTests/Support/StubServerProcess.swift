import Core
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

    private let child: ChildProcess
    /// Whether ``standardError()`` has read (and closed) the error pipe.
    private let errorsRead = Locked(false)

    init(arguments: [String]) throws {
        child = try ChildProcess(executable: Self.binaryURL.path, arguments: arguments,
                                 environment: ProcessInfo.processInfo.environment, input: .null, output: .pipe, errors: .pipe)
    }

    /// A test that stopped early (a failed expectation) leaves nothing running or open.
    deinit {
        if child.exitStatus() == nil {
            child.forceStop()
            child.wait()
        }
        // The output end is the readers' until the process ends; it has ended here.
        close(child.output!)
        if !errorsRead.withLock({ $0 }) { close(child.errors!) }
    }

    /// Reads stdout up to and including the next newline (blocking, so on its own thread).
    func readLine() async -> String? {
        let descriptor = child.output!
        return await withCheckedContinuation { continuation in
            Thread {
                var bytes: [UInt8] = []
                var byte: UInt8 = 0
                while true {
                    let count = read(descriptor, &byte, 1)
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { continuation.resume(returning: bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)); return }
                    if byte == 0x0A { continuation.resume(returning: String(decoding: bytes, as: UTF8.self)); return }
                    bytes.append(byte)
                }
            }.start()
        }
    }

    /// Everything the process wrote to stderr (call after it exited).
    func standardError() -> String {
        let first = errorsRead.withLock { read in
            defer { read = true }
            return !read
        }
        guard first else { return "" }
        return String(decoding: ChildProcess.readToEnd(closing: child.errors!), as: UTF8.self)
    }

    /// Waits for the exit status (the signal's number when a signal ended it), killing the
    /// process if it takes longer than `seconds`.
    func waitForExit(seconds: Double = 5) async -> Int32 {
        let child = child
        return await withCheckedContinuation { continuation in
            Thread {
                if child.wait(atMost: .seconds(seconds)) == nil { child.forceStop() }
                let status = child.wait()
                continuation.resume(returning: child.endingSignal ?? status)
            }.start()
        }
    }

    func signal(_ number: Int32) {
        kill(child.pid, number)
    }
}
