import Core
import Foundation

/// Runs a built executable of this package and captures what it printed and how it exited:
/// the real-process path of the end-to-end tests.
public enum ProcessRunner {
    /// What a finished process left behind.
    public struct Result: Sendable {
        /// Everything written to standard output.
        public var stdout: String
        /// Everything written to standard error.
        public var stderr: String
        /// The exit status (or the signal number when killed).
        public var status: Int32
        /// Standard output and standard error together, for "appears nowhere" checks.
        public var all: String { stdout + stderr }
    }

    /// Which queue a child waits in when as many run as may (twice the cores).
    enum Lane: Sendable {
        /// Before any ``normal`` child: the steps of a long chain, whose every wait adds up.
        case first
        /// In the order asked.
        case normal
    }

    /// The folder holding the package's built products (the one the test bundle is in).
    public static var productsDirectory: URL {
        let bundle = Bundle.main.bundleURL
        return bundle.pathExtension == "xctest"
            ? bundle.deletingLastPathComponent()
            : URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The path of a built product (an app from ``shippedApps`` when that is set); an absolute
    /// path is taken as it is (`/usr/bin/script`).
    public static func path(of product: String) -> URL {
        if product.hasPrefix("/") { return URL(fileURLWithPath: product) }
        if product.hasSuffix("-app"), let shipped = shippedApps { return shipped.appendingPathComponent(product) }
        return productsDirectory.appendingPathComponent(product)
    }

    /// Where the apps come from when the tests run on them as shipped: the folder in
    /// `SHIPPED_APPS` (`scripts/release --test` sets it to what it built), for every `*-app`;
    /// nil, and the apps come from the build, like everything else, when it is not set.
    public static var shippedApps: URL? {
        guard let folder = ProcessInfo.processInfo.environment["SHIPPED_APPS"], !folder.isEmpty else { return nil }
        return URL(fileURLWithPath: folder)
    }

    /// Runs `product` with `arguments`, feeding `input` on stdin, with `environment` added to a
    /// minimal one (PATH, HOME in a temporary folder, TZ=UTC), and waits for it to exit without
    /// holding a thread of Swift's cooperative pool: what tests call. At most twice as many run at
    /// once as there are cores; the others wait their turn.
    public static func run(_ product: String, _ arguments: [String], input: String = "",
                           environment: [String: String] = [:]) async throws -> Result {
        try await run(product, arguments, input: input, environment: environment, lane: .normal)
    }

    /// The same, waiting for a slot in `lane`.
    static func run(_ product: String, _ arguments: [String], input: String = "",
                    environment: [String: String] = [:], lane: ChildSlots.Lane) async throws -> Result {
        try await ChildSlots.shared.withSlot(lane: lane) {
            try await Blocking.run { try run(product, arguments, input: input, environment: environment) as Result }
        }
    }

    /// The same, blocking the calling thread: for command-line tools that run processes from
    /// threads of their own (`outbox-soak`).
    public static func run(_ product: String, _ arguments: [String], input: String = "",
                           environment: [String: String] = [:]) throws -> Result {
        let child = try start(path(of: product).path, arguments, environment: baseEnvironment.merging(environment) { _, new in new },
                              input: .pipe, output: .pipe, errors: .pipe)
        child.write(Array(input.utf8))
        child.closeInput()
        // Drain both pipes at once so that neither can fill up and block the child.
        let errors = ReadAll(child.errors!)
        let out = ChildProcess.readToEnd(closing: child.output!)
        child.wait()
        return Result(stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errors.wait(), as: UTF8.self),
                      status: status(of: child))
    }

    /// Whether the children started here die with this process when it is killed (``TiedSpawn``):
    /// true where the system has `setpriv`.
    public static var childrenDieWithTheProcess: Bool { TiedSpawn.setpriv != nil }

    /// Starts the program at `path`, tied to this process's life (``TiedSpawn``); when it cannot,
    /// the error names it ("cannot start /…/order-app: No such file or directory").
    public static func start(_ path: String, _ arguments: [String], environment: [String: String],
                      input: ChildProcess.Stream, output: ChildProcess.Stream, errors: ChildProcess.Stream) throws -> ChildProcess {
        do {
            return try TiedSpawn.start(path, arguments, environment: environment, input: input, output: output, errors: errors)
        } catch {
            throw HarnessError("cannot start \(path): \(error)")
        }
    }

    /// The exit status of an ended child, or the signal's number when a signal ended it.
    static func status(of child: ChildProcess) -> Int32 {
        child.endingSignal ?? child.wait()
    }

    /// PATH, a throwaway HOME and UTC, so runs do not depend on the machine's settings; the
    /// sanitizers' settings pass through, so a binary built with the same sanitizer as the tests
    /// (`scripts/test --sanitize`) reports, and suppresses, the same way.
    public static let baseEnvironment: [String: String] = [
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": FileManager.default.temporaryDirectory.appendingPathComponent("harness-home").path,
        "TZ": "UTC",
        "LANG": "C.UTF-8",
    ].merging(ProcessInfo.processInfo.environment.filter { sanitizerSettings.contains($0.key) }) { mine, _ in mine }

    /// The variables a sanitized build reads its settings from.
    static let sanitizerSettings: Set<String> = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"]
}

/// Reads a pipe to its end on a thread of its own, then closes it.
public final class ReadAll: @unchecked Sendable {
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `descriptor`, which it closes at the end.
    public init(_ descriptor: Int32) {
        Thread.detachNewThread { [self] in
            bytes = ChildProcess.readToEnd(closing: descriptor)
            done.signal()
        }
    }

    /// Everything read, once the writer closed its end.
    public func wait() -> [UInt8] {
        done.wait()
        return bytes
    }
}
