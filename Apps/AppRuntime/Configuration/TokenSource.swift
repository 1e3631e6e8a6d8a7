import Core
import Foundation

/// Where the API token comes from, in order: the environment (`PREFIX_TOKEN`), the config
/// file's `token` (a file only its owner can read), or its `token_command`, run with `/bin/sh -c`
/// like git's credential helpers. The app never writes the token anywhere.
public enum TokenSource {
    /// How long a `token_command` may take.
    public static let commandTimeout: TimeInterval = 30

    /// The token, or a `.configuration` error whose hint names the variable and the config key.
    public static func resolve(variable: String, config: ConfigFile, environment: [String: String]) throws(DomainError) -> String {
        if let token = environment[variable], !token.isEmpty { return token }
        if let token = config.values["token"], !token.isEmpty { return token }
        if let command = config.values["token_command"], !command.isEmpty {
            return try run(command, configPath: config.path, environment: environment)
        }
        throw DomainError(
            .configuration, "no API token for the backend",
            hint: "set \(variable) in the environment, or token_command in \(config.path) (a command that prints the token)"
        )
    }

    /// Runs `command` and returns the first line it prints.
    /// - Parameter key: the config key the command came from (`token_command`, `client_secret_command`).
    static func run(_ command: String, configPath: String, environment: [String: String],
                    what key: String = "token_command") throws(DomainError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let what = "\(key) in \(configPath)"
        do {
            try process.run()
        } catch {
            throw DomainError(.configuration, "cannot run the \(what): \(error.localizedDescription)")
        }
        // Read on other threads while it runs, so a chatty command cannot fill a pipe and block,
        // and a command that never ends cannot hold the app.
        let printed = PipeReader(output.fileHandleForReading)
        let complained = PipeReader(errors.fileHandleForReading)
        let deadline = Date().addingTimeInterval(commandTimeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            throw DomainError(.configuration, "the \(what) did not finish within \(Int(commandTimeout)) s",
                              hint: "check that the command works on its own: \(command)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: complained.data(), as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            throw DomainError(.configuration,
                              "the \(what) failed with exit \(process.terminationStatus)" + (said.isEmpty ? "" : ": \(said.prefix(200))"),
                              hint: "check that the command works on its own: \(command)")
        }
        let token = String(decoding: printed.data(), as: UTF8.self).split(separator: "\n").first.map {
            $0.trimmingCharacters(in: .whitespaces)
        } ?? ""
        guard !token.isEmpty else {
            throw DomainError(.configuration, "the \(what) printed nothing", hint: "check that the command works on its own: \(command)")
        }
        return token
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var collected = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            let data = handle.readDataToEndOfFile()
            lock.withLock { collected = data }
            done.signal()
        }
    }

    /// What was read, waiting at most a second for the pipe to close.
    func data() -> Data {
        _ = done.wait(timeout: .now() + 1)
        return lock.withLock { collected }
    }
}
