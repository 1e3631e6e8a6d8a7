import Core
import FoundationEssentials
import UIComponent

/// An app's config file: `$XDG_CONFIG_HOME/APP/config` (else `~/.config/APP/config`), or the
/// file `$PREFIX_CONFIG` names. One `key = value` a line; `#` starts a comment; a value may be
/// in double quotes.
///
/// ```
/// base_url = "https://orders.example.com"
/// order = 42
/// color = auto
/// pager = "less -FRX"
/// token_command = "pass show order-app"
/// ```
///
/// Keys: `base_url`, the context option (`order`, `chat`), `color` (`auto`, `always`, `never`),
/// `pager`, `token_command`, `token`, and the app's own settings (``AppSetting``). A file that holds `token` or a secret setting must be readable by its
/// owner only; otherwise it is refused. The app never writes this file.
public struct ConfigFile: Sendable, Equatable {
    /// Where it was read from (or would have been).
    public var path: String
    /// The values by key.
    public var values: [String: String]

    /// A config with these values, read from `path`.
    public init(path: String, values: [String: String]) {
        self.path = path
        self.values = values
    }

    /// The keys a config file may hold, for an app whose context option is `contextOption` and
    /// whose own settings are `settings`.
    public static func keys(contextOption: String, settings: [AppSetting] = [], credential: Authentication.Credential? = .token) -> [String] {
        ["base_url", contextOption, "color", "pager"] + (credential.map { [$0.commandKey, $0.key] } ?? []) + settings.flatMap(\.configKeys)
    }

    /// "a token", "an API key".
    static func article(_ noun: String) -> String {
        "aeiouAEIOU".contains(noun.first ?? "x") ? "an" : "a"
    }

    /// Where the config file of `commandName` is.
    public static func path(commandName: String, environmentPrefix: String, environment: [String: String]) -> String {
        if let explicit = environment["\(environmentPrefix)_CONFIG"], !explicit.isEmpty { return explicit }
        return BaseDirectory.config.folder(of: commandName, environment: environment).appendingPathComponent("config").path
    }

    /// Reads the file at `path`; a missing file is an empty config.
    /// - Throws: `.configuration` naming the file and line of anything it cannot use, or a file
    ///   that holds a token and can be read by others.
    /// - Parameter credential: the credential the app reads (`token`, `token_command`), if any; an
    ///   app whose backend takes other credentials refuses those keys.
    public static func load(path: String, contextOption: String, settings: [AppSetting] = [],
                            credential: Authentication.Credential? = .token) throws(DomainError) -> ConfigFile {
        let kind = FilePaths.kind(of: path)
        guard kind != .missing else {
            return ConfigFile(path: path, values: [:])
        }
        guard kind == .file, let data = FileManager.default.contents(atPath: path) else {
            throw DomainError(.configuration, "cannot read the config file \(path)",
                              hint: "make it a readable file, or remove it")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DomainError(.configuration, "the config file \(path) is not UTF-8 text")
        }
        let file = try parse(text, path: path, contextOption: contextOption, settings: settings, credential: credential)
        let secrets = (credential.map { [$0.key] } ?? []) + settings.filter(\.isSecret).map(\.key)
        if let secret = secrets.first(where: { file.values[$0] != nil }) {
            let named = credential?.key == secret ? credential?.name : nil
            // A secret setting in its own words: `client_secret` is a client secret.
            let what = named ?? secret.replacing("_", with: " ")
            let mode = FilePaths.permissions(of: path) ?? 0o777
            if mode & 0o077 != 0 {
                throw DomainError(
                    .configuration,
                    "the config file \(path) holds \(Self.article(what)) \(what)\(named != nil ? "" : " (\(secret))") but others can read it (mode \(String(mode & 0o777, radix: 8))); not using it",
                    hint: "run `chmod 600 \(ShellWord.quoted(path))`, or move the \(what) to a \(secret)_command"
                )
            }
        }
        return file
    }

    /// Reads config text; `path` is for messages.
    public static func parse(_ text: String, path: String, contextOption: String, settings: [AppSetting] = [],
                             credential: Authentication.Credential? = .token) throws(DomainError) -> ConfigFile {
        let allowed = keys(contextOption: contextOption, settings: settings, credential: credential)
        var values: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmed()
            if line.isEmpty || line.hasPrefix("#") { continue }
            let at = "\(path):\(index + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                throw DomainError(.configuration, "\(at): expected `key = value`, got \"\(Self.clip(line))\"")
            }
            let key = line[..<equals].trimmed()
            var value = line[line.index(after: equals)...].trimmed()
            guard allowed.contains(key) else {
                // A key one or two keystrokes from a known one is taken for a typo of it.
                let meant = CommandLineShape.closest(to: key, among: allowed).map { " (did you mean \($0)?)" } ?? ""
                throw DomainError(.configuration, "\(at): unknown key \"\(Self.clip(key))\"\(meant); keys: \(allowed.joined(separator: ", "))")
            }
            if value.hasPrefix("\"") {
                guard value.count >= 2, value.hasSuffix("\"") else {
                    throw DomainError(.configuration, "\(at): the value of \(key) opens a quote it does not close")
                }
                value = String(value.dropFirst().dropLast())
            }
            guard values[key] == nil else {
                throw DomainError(.configuration, "\(at): \(key) is set twice")
            }
            if key == "color", ColorMode.Preference(rawValue: value) == nil {
                throw DomainError(.configuration, "\(at): color must be auto, always or never; got \"\(Self.clip(value))\"")
            }
            values[key] = value
        }
        return ConfigFile(path: path, values: values)
    }

    private static func clip(_ text: some StringProtocol) -> String {
        let single = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        return single.count > 40 ? String(single.prefix(40)) + "…" : single
    }
}
