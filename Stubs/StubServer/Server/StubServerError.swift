/// Why the stub server cannot start; each message says what to do about it.
public enum StubServerError: Error, Equatable, CustomStringConvertible {
    /// A setting is out of range (e.g. `--max-page-size 0`).
    case invalidConfiguration(String)
    /// A fixture file does not follow its API's wire format.
    case invalidFixture(file: String, reason: String)
    /// The listening socket could not be opened (e.g. the port is in use).
    case cannotListen(address: String, reason: String)

    /// The message for a person.
    public var description: String {
        switch self {
        case .invalidConfiguration(let problem):
            problem
        case .invalidFixture(let file, let reason):
            "fixture \(file) is invalid: \(reason)"
        case .cannotListen(let address, let reason):
            "cannot listen on \(address): \(reason); pick another --port, or --port 0 for any free port"
        }
    }
}
