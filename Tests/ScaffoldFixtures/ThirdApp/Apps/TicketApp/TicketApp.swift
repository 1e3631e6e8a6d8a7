import AppRuntime
import Core
import FeatureHosts
import TicketContract

/// App C: somes of a board, from the tickets backend.
public enum TicketApp: HostedApp {
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

    public static func makeAdapter(_ run: AppRun) -> TicketAdapter {
        TicketAdapter(backend: run.backend, board: run.contextID)
    }

    @MainActor public static func makeServices(_ run: AppRun) -> any AppServices { TicketServices() }
}

/// App C's answers to the descriptors no feature builds.
struct TicketServices: AppServices {
    func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary, in environment: HostEnvironment) -> any OtherSummaryUseCase {
        FormattedOtherSummary(apiClient: environment.otherAPIClient) { "\($0.name) [\($0.kind)]" }
    }
}
