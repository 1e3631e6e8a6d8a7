import AppRuntime
import Core
import SomeFeatureHost
import TicketContract

/// A fourth app: somes of a board, from the tickets backend. It hosts SomeFeature alone: it
/// answers none of the descriptors SomeFeature may use (the other's summary and details are
/// optional), and its adapter writes no `fetchOther`, so its screens offer nothing linked.
public enum TicketApp: SomeFeatureHosting {
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
}
