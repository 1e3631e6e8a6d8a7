import Core
import Foundation
import {{Name}}Feature

/// {{Name}}Feature's environment made of test doubles, for its tests and its sandbox: the stub
/// backend and a fixed clock. It implements {{Name}}Feature's environment and nothing else, so
/// the feature's loop builds no other feature.
@MainActor
public final class Stub{{Name}}Environment: {{Name}}FeatureEnvironment {
    /// The stub backend; unless set, every call is an unexpected call.
    public var api: Stub{{Name}}APIClient
    public let clock: any WallClock

    /// The moment stub data is drawn at unless a scenario says otherwise.
    public nonisolated static let referenceNow = Date(timeIntervalSince1970: 1_795_176_000)

    /// Makes an environment from doubles.
    public init(api: Stub{{Name}}APIClient = Stub{{Name}}APIClient(nil), clock: any WallClock = FixedClock(now: referenceNow)) {
        self.api = api
        self.clock = clock
    }

    public var {{name}}APIClient: any {{Name}}FeatureAPIClient { api }
}
