extension RunFaults {
    /// Run faults from the CLI's `--fault-*` flags.
    /// - Throws: `StubServerError.invalidConfiguration` naming the flag to change.
    public init(
        status: Int? = nil,
        delayMilliseconds: Int? = nil,
        malformed: Bool = false,
        truncate: Bool = false,
        close: Bool = false,
        retryAfterSeconds: Int? = nil,
        every: Int = 1
    ) throws(StubServerError) {
        guard every >= 1 else { throw .invalidConfiguration("--fault-every must be at least 1, not \(every)") }
        let delay = delayMilliseconds ?? 0
        guard delay >= 0 else { throw .invalidConfiguration("--fault-delay-ms must be >= 0, not \(delay)") }
        if let status, !FaultPlan.isAllowedStatus(status) {
            throw .invalidConfiguration("--fault-status must be an HTTP status 200...599 (not 204/205/304), not \(status)")
        }
        let failures: [FaultPlan.Failure] = [
            status.map { .status($0) },
            malformed ? .malformed : nil,
            truncate ? .truncate : nil,
            close ? .close : nil,
        ].compactMap { $0 }
        guard failures.count <= 1 else {
            throw .invalidConfiguration("use at most one of --fault-status, --fault-malformed, --fault-truncate, --fault-close (--fault-delay-ms combines with any)")
        }
        if let retryAfterSeconds {
            guard status != nil else { throw .invalidConfiguration("--fault-retry-after goes with --fault-status (e.g. --fault-status 429 --fault-retry-after 120)") }
            guard retryAfterSeconds >= 0 else { throw .invalidConfiguration("--fault-retry-after must be seconds >= 0, not \(retryAfterSeconds)") }
        }
        self.init(plan: FaultPlan(delayMilliseconds: delay, failure: failures.first, retryAfterSeconds: retryAfterSeconds), every: every)
    }
}
