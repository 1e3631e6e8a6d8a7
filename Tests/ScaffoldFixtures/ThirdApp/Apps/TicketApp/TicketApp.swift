import AppRuntime
import Core
import OtherFeatureHost
import SomeFeatureHost
import TicketContract

/// App C: somes of a board, from the tickets backend. It hosts SomeFeature and OtherFeature.
public enum TicketApp: SomeFeatureHosting, OtherFeatureHosting {
    public static let commandName = "ticket-app"
    public static let abstract = "The somes of a board (app C, tickets backend)."
    public static let contextOption = "board"
    public static let contextNoun = "board"
    public static let environmentPrefix = "TICKET_APP"

    public static func problem(withContext id: String) -> String? {
        id.isEmpty || id.count > 64 ? "--board takes a board name such as ops; got \"\(id)\"" : nil
    }

    public static func authHeaders(token: String) -> [(name: String, value: String)] {
        [(TicketAPI.apiKeyHeader, token)]
    }

    public static let errorFormat = BackendErrorFormat.problemJSON

    public static func someBackend(_ run: AppRun) -> TicketAdapter {
        TicketAdapter(backend: run.backend, board: run.contextID)
    }

    public static func otherBackend(_ run: AppRun) -> TicketAdapter { someBackend(run) }

    /// An other in one line, this app's way.
    @MainActor public static func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary,
                                                             in environment: TicketAppEnvironment) -> any OtherSummaryUseCase {
        FormattedOtherSummary(apiClient: environment.otherAPIClient) { "\($0.name) [\($0.kind)]" }
    }
}
