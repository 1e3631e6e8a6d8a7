import Expectations
import Testing
@testable import StubServer

@Suite("Reading fault specs", .timeLimit(.minutes(2)))
struct FaultPlanTests {
    @Test(arguments: [
        ("status=503", FaultPlan(failure: .status(503))),
        ("delay=1500", FaultPlan(delayMilliseconds: 1500)),
        ("malformed", FaultPlan(failure: .malformed)),
        ("truncate", FaultPlan(failure: .truncate)),
        ("close", FaultPlan(failure: .close)),
        ("delay=800, close", FaultPlan(delayMilliseconds: 800, failure: .close)),
        ("STATUS=418", FaultPlan(failure: .status(418))),
        ("status=429,retry-after=120", FaultPlan(failure: .status(429), retryAfterSeconds: 120)),
        ("retry-after=0, status=503", FaultPlan(failure: .status(503), retryAfterSeconds: 0)),
        ("backoff=10", FaultPlan(backoffSeconds: 10)),
        ("status=410,alert=hard-eol", FaultPlan(failure: .status(410), alert: "hard-eol")),
    ])
    func readsEverySpec(spec: String, plan: FaultPlan) throws {
        try expectEqual(FaultPlan(spec: spec), plan)
    }

    @Test func writesTheSpecBack() {
        expectEqual(FaultPlan(delayMilliseconds: 800, failure: .status(503)).spec, "delay=800,status=503")
        expectEqual(FaultPlan(failure: .status(429), retryAfterSeconds: 120).spec, "status=429,retry-after=120")
        expectEqual(FaultPlan(failure: .status(410), backoffSeconds: 3, alert: "hard-eol").spec, "status=410,backoff=3,alert=hard-eol")
    }

    @Test("backoff and alert add headers to whatever the answer is", arguments: ["backoff=-1", "backoff=soon", "alert=eol", "alert="])
    func backoffAndAlertAreChecked(spec: String) {
        #expect(throws: FaultSpecError.self) { try FaultPlan(spec: spec) }
    }

    @Test func backoffAndAlertHeaders() {
        let plan = FaultPlan(backoffSeconds: 10, alert: "soft-eol")
        expectEqual(plan.isEmpty, false)
        expectEqual(plan.headers["Backoff"], "10")
        expectContains(plan.headers["Alert"] ?? "", #""code":"soft-eol""#)
    }

    @Test(arguments: ["retry-after=5", "close,retry-after=5", "status=503,retry-after=soon", "status=503,retry-after=-1"])
    func retryAfterNeedsAStatusAndSeconds(spec: String) {
        #expect(throws: FaultSpecError.self) { try FaultPlan(spec: spec) }
    }

    @Test func errorsSayWhatToSendInstead() {
        #expect(throws: FaultSpecError.self) { try FaultPlan(spec: "kaboom") }
        do {
            _ = try FaultPlan(spec: "status=600")
        } catch {
            expectPrefix(error.description, "status must be an HTTP status 200...599")
            expectContains(error.description, "use status=503, delay=1500, malformed, truncate, close")
        }
    }

    @Test func runFaultsHitEveryNthRequestCountingFromOne() {
        let faults = RunFaults(plan: FaultPlan(failure: .close), every: 3)
        expectEqual((1...7).map { faults.plan(forRequestNumber: $0) != nil }, [false, false, true, false, false, true, false])
        expectNil(RunFaults.none.plan(forRequestNumber: 1))
    }
}
