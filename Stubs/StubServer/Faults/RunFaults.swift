/// Faults applied to a whole run (the `--fault-*` flags): `plan` on every `every`th API request.
public struct RunFaults: Sendable, Equatable {
    /// What happens to an affected request.
    public var plan: FaultPlan
    /// Apply to requests number `every`, `2 * every`, ... (counting API requests from 1).
    public var every: Int

    /// Run faults; `every` must be at least 1.
    public init(plan: FaultPlan, every: Int = 1) {
        precondition(every >= 1, "RunFaults.every must be >= 1")
        self.plan = plan
        self.every = every
    }

    /// No run faults.
    public static let none = RunFaults(plan: FaultPlan())

    /// The plan for the API request with 1-based number `requestNumber`, if it is affected.
    public func plan(forRequestNumber requestNumber: Int) -> FaultPlan? {
        guard !plan.isEmpty, requestNumber % every == 0 else { return nil }
        return plan
    }
}
