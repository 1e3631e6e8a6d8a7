import AppRuntime
import Core
import OtherFeatureHost
import SiteContract
import SomeFeature
import SomeFeatureHost

/// App C: the tasks of a construction site, from the sites backend. It hosts SomeFeature (a
/// some is a task) and OtherFeature (an other is an inspection), and not ActivityFeature. Its
/// backend differs from the other two in what the runtime lets an app choose: OAuth 2.0 client
/// credentials instead of a token, JSON:API bodies, and writes guarded by `If-Match` instead of
/// an idempotency key.
public enum SiteApp: SomeFeatureHosting, OtherFeatureHosting {
    public static let commandName = "site-app"
    public static let abstract = "The tasks of a construction site (app C, sites backend)."
    public static let contextOption = "site"
    public static let contextNoun = "site"
    public static let environmentPrefix = "SITE_APP"

    public static func problem(withContext id: String) -> String? {
        let allowed = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard !id.isEmpty, id.count <= 64, allowed else {
            return "--site takes a site code such as S-1 (letters, digits, - and _); got \"\(id)\""
        }
        return nil
    }

    public static let authentication = Authentication.clientCredentials(.init(tokenPath: SiteAPI.token.template))

    public static let settings = [
        AppSetting("client_id", "client id the sites backend issued to this app", example: "my-client") { value in
            value.count <= 200 && !value.contains(where: { $0.isWhitespace || $0.isNewline })
                ? nil : "a client id is one word without spaces, as the backend issued it"
        },
        AppSetting("client_secret", "client secret that goes with the client id", example: "…", secret: true) { value in
            value.contains(where: \.isNewline) ? "a client secret is one line" : nil
        },
    ]

    public static let mediaType = SiteAPI.mediaType

    /// A some is a task here, in every word a person reads.
    public static let someNoun = SomeNoun("task", plural: "tasks")
    public static let otherNoun = "inspection"

    public static let errorFormat = BackendErrorFormat.jsonAPI

    public static func someBackend(_ run: AppRun) -> SiteAdapter {
        SiteAdapter(backend: run.backend, site: run.contextID, command: run.command)
    }

    public static func otherBackend(_ run: AppRun) -> SiteAdapter {
        someBackend(run)
    }

    /// An inspection in one line: "Scaffold check, level 3 (safety inspection)".
    @MainActor public static func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary,
                                                             in environment: SiteAppEnvironment) -> (any OtherSummaryUseCase)? {
        FormattedOtherSummary(apiClient: environment.otherAPIClient) { other in "\(other.name) (\(other.kind) inspection)" }
    }
}
