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
        child = try ProcessRunner.start(Self.binaryURL.path, arguments,
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

    /// Reads stdout up to the next newline, on a thread of its own; nil at the end of the output,
    /// or when no whole line came within `timeout` (a bound for a test gone wrong).
    func readLine(timeout: Duration = .seconds(30)) async -> String? {
        let descriptor = child.output!
        return await Blocking.run {
            let deadline = ContinuousClock.now + timeout
            var bytes: [UInt8] = []
            var byte: UInt8 = 0
            while ContinuousClock.now < deadline {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&ready, 1, 100) > 0 else { continue }
                let count = read(descriptor, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
                if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
            return nil
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
