import AppShell
import ArgumentParser
import Core
import FoundationEssentials
import StorageLive
import UIComponent

/// The options every verb of every app takes: `order-app --order 42 list`. They may come before
/// or after the verb (`order-app list --order 42 --json`).
///
/// Each setting comes from the first of: the flag, the environment, the config file
/// (``ConfigFile``), the default.
public struct GlobalOptions<App: AppDefinition>: ParsableArguments {
    @Option(name: .customLong(App.contextOption),
            help: ArgumentHelp("The \(App.contextNoun) to work in (default: $\(App.environmentPrefix)_\(App.contextOption.uppercased()), else `\(App.contextOption)` in the config file).", valueName: "id"))
    var context: String?

    @Option(name: .long, help: ArgumentHelp("The backend (default: $\(App.environmentPrefix)_BASE_URL, else `base_url` in the config file, else http://127.0.0.1:8080).", valueName: "url"))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("Keep the outbox, local state and cache together in this directory (default: the outbox in $XDG_DATA_HOME/\(App.commandName), what was seen and analytics in $XDG_STATE_HOME/\(App.commandName), cached lists in $XDG_CACHE_HOME/\(App.commandName); else ~/.local/share, ~/.local/state and ~/.cache).", valueName: "path"), completion: .directory)
    var dataDir: String?

    @Flag(name: .long, help: ArgumentHelp("Print one JSON document on standard output (messages go to standard error). --json=FIELDS (e.g. --json=id,title,status) keeps only those fields of each item."))
    var json = false

    @Option(name: .customLong("json-fields"), help: .hidden)
    var jsonFields: String?

    @Flag(name: .long, help: "Never write colour (also: NO_COLOR; FORCE_COLOR or CLICOLOR_FORCE force it on).")
    var noColor = false

    @Flag(name: .long, help: "Do not page long output on a terminal (default pager: $PAGER, else `pager` in the config file, else less -FRX).")
    var noPager = false

    @Option(name: .long, help: "Lay out for this many columns (default: the terminal's; off a terminal, nothing is cut).")
    var width: Int?

    @Flag(name: .long, help: "On a terminal, use the line mode (type a command, see the screen again) instead of the full-screen UI.")
    var plain = false

    @Flag(name: .long, help: "Log each HTTP request (method, path, status, time) to standard error.")
    var verbose = false

    @Option(name: .long, help: ArgumentHelp("Give up on a backend request after this many seconds.", valueName: "seconds"))
    var timeout: Double = Self.defaultTimeout

    public init() {}

    /// Whether the run asked for JSON, before anything is checked.
    public var wantsJSON: Bool { json || jsonFields != nil }

    /// The checked settings for a run.
    /// - Throws: `ValidationError` (exit 64) for a wrong command line, saying what to type
    ///   instead; `DomainError` `.configuration` (exit 78) for a missing token or a config file
    ///   that cannot be used.
    /// - Parameter verb: The verb on the command line, whose `--json` fields `--json=FIELDS` may name.
    func resolve(environment: [String: String], stdoutIsTerminal: Bool, settingFlags: [String: String] = [:], verb: String? = nil) throws -> AppOptions {
        let configPath = ConfigFile.path(commandName: App.commandName, environmentPrefix: App.environmentPrefix, environment: environment)
        let config = try ConfigFile.load(path: configPath, contextOption: App.contextOption, settings: App.settings,
                                         credential: App.authentication.credential)
        let contextVariable = "\(App.environmentPrefix)_\(App.contextOption.uppercased())"
        guard let context = context ?? environment[contextVariable].flatMap({ $0.isEmpty ? nil : $0 }) ?? config.values[App.contextOption] else {
            throw ValidationError("which \(App.contextNoun)? Pass --\(App.contextOption) <id>, set \(contextVariable), or put `\(App.contextOption) = <id>` in \(configPath)")
        }
        if let problem = App.problem(withContext: context) {
            throw ValidationError(problem)
        }
        let rawURL = baseURL ?? environment["\(App.environmentPrefix)_BASE_URL"].flatMap({ $0.isEmpty ? nil : $0 })
            ?? config.values["base_url"] ?? "http://127.0.0.1:8080"
        guard let url = URL(string: rawURL), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            let from = baseURL != nil ? "--base-url" : (environment["\(App.environmentPrefix)_BASE_URL"] != nil ? "\(App.environmentPrefix)_BASE_URL" : "base_url in \(configPath)")
            throw ValidationError("\(from) must be an http or https URL such as http://127.0.0.1:8080; got \"\(Sanitizer.singleLine(rawURL))\"")
        }
        if let width, !(RenderOptions.minimumWidth...RenderOptions.maximumWidth).contains(width) {
            throw ValidationError("--width must be between \(RenderOptions.minimumWidth) and \(RenderOptions.maximumWidth) columns; got \(width)")
        }
        guard timeout >= 0.001, timeout <= 600 else {
            throw ValidationError("--timeout must be between 0.001 and 600 seconds; got \(timeout)")
        }
        let fields = try JSONFields(jsonFields ?? "", known: App.jsonFields(of: verb))
        // Only a backend that takes a token the person has needs one.
        let token = try App.authentication.credential.map { credential throws(DomainError) in
            try TokenSource.resolve(variable: credential.variable(prefix: App.environmentPrefix), config: config, environment: environment,
                                    credential: credential)
        } ?? ""
        let settings = try SettingsSource.resolve(App.settings, flags: settingFlags, prefix: App.environmentPrefix, config: config,
                                                  environment: environment)
        let preference = config.values["color"].flatMap(ColorMode.Preference.init(rawValue:)) ?? .auto
        let json = wantsJSON
        let color = ColorMode.shouldUseColor(noColorFlag: noColor || json, environment: environment,
                                             stdoutIsTerminal: stdoutIsTerminal, configured: preference)
        var pager: String?
        if !noPager, !json, stdoutIsTerminal, environment["TERM"] != "dumb" {
            let chosen = environment["PAGER"] ?? config.values["pager"] ?? "less -FRX"
            pager = chosen.trimmed().isEmpty || chosen == "cat" ? nil : chosen
        }
        var options = AppOptions(
            context: context,
            baseURL: url,
            token: token,
            storage: storeLocations(environment),
            json: json,
            // Off a terminal, nothing is cut unless --width asks (decision 0019).
            render: RenderOptions(width: width ?? (stdoutIsTerminal ? Terminal.width(environment: environment) : RenderOptions.unbounded),
                                  color: color),
            verbose: verbose,
            timeout: .milliseconds(Int(timeout * 1000)),
            plain: plain,
            jsonFields: fields,
            prettyJSON: stdoutIsTerminal,
            pager: pager,
            configPath: configPath
        )
        options.settings = settings
        options.repeatedOptions = [("--base-url", baseURL), ("--data-dir", dataDir), ("--timeout", timeoutTyped)]
            .compactMap { flag, value in value.map { (flag, $0) } }
            + settingFlags.sorted { $0.key < $1.key }.map { ("--\($0.key)", $0.value) }
        return options
    }

    /// `--timeout` as given, unless it is the default, which a pasted command has anyway.
    private var timeoutTyped: String? {
        guard timeout != Self.defaultTimeout else { return nil }
        let text = String(timeout)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    static var defaultTimeout: Double { 15 }

    private func storeLocations(_ environment: [String: String]) -> StoreLocations {
        if let dataDir { return .together(in: URL(fileURLWithPath: FilePaths.expandingTilde(dataDir))) }
        return StoreLocations(
            data: BaseDirectory.data.folder(of: App.commandName, environment: environment),
            state: BaseDirectory.state.folder(of: App.commandName, environment: environment),
            cache: BaseDirectory.cache.folder(of: App.commandName, environment: environment)
        )
    }
}
