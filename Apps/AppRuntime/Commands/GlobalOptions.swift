import AppShell
import ArgumentParser
import Core
import Foundation
import UIComponent

/// The options every verb of every app takes, before the verb: `order-app --order 42 list`.
public struct GlobalOptions<App: AppDefinition>: ParsableArguments {
    @Option(name: .customLong(App.contextOption), help: ArgumentHelp("The \(App.contextNoun) to work in.", valueName: "id"))
    var context: String

    @Option(name: .long, help: ArgumentHelp("The backend (default: $\(App.environmentPrefix)_BASE_URL, else http://127.0.0.1:8080).", valueName: "url"))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("Where local state is kept (default: $XDG_DATA_HOME/\(App.commandName), else ~/.local/share/\(App.commandName)).", valueName: "path"))
    var dataDir: String?

    @Flag(name: .long, help: "Print JSON (the normalized model) instead of screens.")
    var json = false

    @Flag(name: .long, help: "Never write colour (also: NO_COLOR, or output not a terminal).")
    var noColor = false

    @Option(name: .long, help: "Lay out for this many columns (default: the terminal's).")
    var width: Int?

    @Flag(name: .long, help: "On a terminal, use the line mode (type a command, see the screen again) instead of the full-screen UI.")
    var plain = false

    @Flag(name: .long, help: "Log each HTTP request (method, path, status, time) to standard error.")
    var verbose = false

    @Option(name: .long, help: ArgumentHelp("Give up on a backend request after this many seconds.", valueName: "seconds"))
    var timeout: Double = 15

    public init() {}

    /// The checked settings for a run.
    /// - Throws: `ValidationError` (exit 64) saying what to type instead.
    func resolve(environment: [String: String]) throws -> AppOptions {
        if let problem = App.problem(withContext: context) {
            throw ValidationError(problem)
        }
        let rawURL = baseURL ?? environment["\(App.environmentPrefix)_BASE_URL"] ?? "http://127.0.0.1:8080"
        guard let url = URL(string: rawURL), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw ValidationError("--base-url must be an http or https URL such as http://127.0.0.1:8080; got \"\(Sanitizer.singleLine(rawURL))\"")
        }
        guard let token = environment["\(App.environmentPrefix)_TOKEN"], !token.isEmpty else {
            throw ValidationError("set \(App.environmentPrefix)_TOKEN to your API token for the backend: export \(App.environmentPrefix)_TOKEN=...")
        }
        if let width, !(RenderOptions.minimumWidth...RenderOptions.maximumWidth).contains(width) {
            throw ValidationError("--width must be between \(RenderOptions.minimumWidth) and \(RenderOptions.maximumWidth) columns; got \(width)")
        }
        guard timeout >= 0.001, timeout <= 600 else {
            throw ValidationError("--timeout must be between 0.001 and 600 seconds; got \(timeout)")
        }
        let color = ColorMode.shouldUseColor(noColorFlag: noColor || json, environment: environment, stdoutIsTerminal: Terminal.stdoutIsTerminal)
        return AppOptions(
            context: context,
            baseURL: url,
            token: token,
            dataDirectory: dataDirectory(environment),
            json: json,
            render: RenderOptions(width: width ?? Terminal.width(environment: environment), color: color),
            verbose: verbose,
            timeout: .milliseconds(Int(timeout * 1000)),
            plain: plain
        )
    }

    private func dataDirectory(_ environment: [String: String]) -> URL {
        if let dataDir { return URL(fileURLWithPath: (dataDir as NSString).expandingTildeInPath) }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent(App.commandName)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/\(App.commandName)")
    }
}
