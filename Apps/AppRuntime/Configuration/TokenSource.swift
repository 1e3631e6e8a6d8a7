import Core
import Dispatch
import FoundationEssentials

/// Where the API token comes from, in order: the environment (`PREFIX_TOKEN`), the config
/// file's `token` (a file only its owner can read), or its `token_command`, run with `/bin/sh -c`
/// like git's credential helpers. The app never writes the token anywhere.
public enum TokenSource {
    /// How long a `token_command` may take.
    public static let commandTimeout: TimeInterval = 30

    /// The token, or a `.configuration` error whose hint names the variable and the config key.
    /// - Parameter credential: what the app calls it and where it is read (a token by default).
    public static func resolve(variable: String, config: ConfigFile, environment: [String: String],
                               credential: Authentication.Credential = .token) throws(DomainError) -> String {
        if let token = environment[variable], !token.isEmpty { return token }
        if let token = config.values[credential.key], !token.isEmpty { return token }
        if let command = config.values[credential.commandKey], !command.isEmpty {
            return try run(command, configPath: config.path, environment: environment, what: credential.commandKey)
        }
        let said = credential == .token ? "API token" : credential.name
        throw DomainError(
            .configuration, "no \(said) for the backend",
            hint: "set \(variable) in the environment, or \(credential.commandKey) in \(config.path) (a command that prints the \(credential.name))"
        )
    }

    /// Runs `command` and returns the first line it prints.
    /// - Parameter key: the config key the command came from (`token_command`, `client_secret_command`).
    static func run(_ command: String, configPath: String, environment: [String: String],
                    what key: String = "token_command") throws(DomainError) -> String {
        let what = "\(key) in \(configPath)"
        let process: ChildProcess
        do {
            process = try ChildProcess(shell: command, environment: environment, input: .null, output: .pipe, errors: .pipe)
        } catch {
            throw DomainError(.configuration, "cannot run the \(what): \(error)")
        }
        // Read on other threads while it runs, so a chatty command cannot fill a pipe and block,
        // and a command that never ends cannot hold the app.
        let printed = PipeReader(process.output!)
        let complained = PipeReader(process.errors!)
        guard let status = process.wait(atMost: .seconds(commandTimeout)) else {
            // Asked to stop, then made to within two seconds: a command that ignores SIGTERM
            // cannot hold the app either.
            process.terminate()
            if process.wait(atMost: .seconds(2)) == nil { process.forceStop() }
            process.wait()
            throw DomainError(.configuration, "the \(what) did not finish within \(Int(commandTimeout)) s",
                              hint: "check that the command works on its own: \(command)")
        }
        guard status == 0 else {
            let said = String(decoding: complained.data(), as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            throw DomainError(.configuration,
                              "the \(what) failed with exit \(status)" + (said.isEmpty ? "" : ": \(said.prefix(200))"),
                              hint: "check that the command works on its own: \(command)")
        }
        let token = String(decoding: printed.data(), as: UTF8.self).split(separator: "\n").first.map {
            $0.trimmed()
        } ?? ""
        guard !token.isEmpty else {
            throw DomainError(.configuration, "the \(what) printed nothing", hint: "check that the command works on its own: \(command)")
        }
        return token
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: Sendable {
    private let collected = Locked<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        DetachedThread.run { [self] in
            let bytes = ChildProcess.readToEnd(closing: descriptor)
            collected.withLock { $0 = bytes }
            done.signal()
        }
    }

    /// What was read, waiting at most a second for the pipe to close.
    func data() -> [UInt8] {
        _ = done.wait(timeout: .now() + 1)
        return collected.withLock { $0 }
    }
}
