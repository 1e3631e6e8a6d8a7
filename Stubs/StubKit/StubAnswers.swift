import Core

/// What every feature's stub client does alike: the error for an endpoint a test or scenario
/// gave it no answer for (the method's name in it, so the test says what was not expected), and
/// a scenario's delay slept on the clock it was given, never in real time in a test.
public enum StubAnswers {
    /// The error a stub throws for `endpoint` ("SomeFeatureAPIClient.complete(id:)").
    public static func unexpectedCall(_ endpoint: String) -> DomainError {
        DomainError(
            .rejected,
            "stub: unexpected call to \(endpoint); the stub was given no response for it",
            hint: "give the stub a response for this endpoint in the test or scenario"
        )
    }

    /// Waits `delay` on `clock`; nothing for no delay.
    public static func pause(_ delay: Duration, on clock: any Clock<Duration>) async {
        guard delay > .zero else { return }
        try? await clock.sleep(for: delay)
    }
}
