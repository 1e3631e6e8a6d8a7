import Core

/// Resolves an app's declared settings for a run: the flag, else the environment, else the
/// config file (for a secret, its value or its `<key>_command`). Every declared setting must
/// have a value; each is checked by the app's own rule.
enum SettingsSource {
    /// - Parameter flags: the values given on the command line, by key.
    /// - Throws: `.invalidInput` (64) for a flag the app refuses, `.configuration` (78) for a
    ///   missing setting or a refused value from the environment or config file.
    static func resolve(_ settings: [AppSetting], flags: [String: String], prefix: String, config: ConfigFile,
                        environment: [String: String]) throws(DomainError) -> AppSettings {
        var values: [String: String] = [:]
        var forWrites: [String: String] = [:]
        var missingForWrites: DomainError?
        for setting in settings {
            let variable = setting.variable(prefix: prefix)
            let value: String
            let from: String
            if let flagged = flags[setting.key] {
                guard !flagged.isEmpty else {
                    throw DomainError(.invalidInput, "\(setting.flag ?? setting.key) needs a value: the \(setting.summary)",
                                      hint: setting.whereToSet(prefix: prefix, configPath: config.path))
                }
                (value, from) = (flagged, setting.flag ?? setting.key)
            } else if let set = environment[variable], !set.isEmpty {
                (value, from) = (set, variable)
            } else if let written = config.values[setting.key], !written.isEmpty {
                (value, from) = (written, "\(setting.key) in \(config.path)")
            } else if let commandKey = setting.commandKey, let command = config.values[commandKey], !command.isEmpty {
                value = try TokenSource.run(command, configPath: config.path, environment: environment, what: commandKey)
                from = "\(commandKey) in \(config.path)"
            } else {
                let missing = DomainError(.configuration, "no \(setting.summary)" + (setting.need == .writes ? ", which a change needs" : ""),
                                          hint: setting.whereToSet(prefix: prefix, configPath: config.path))
                switch setting.need {
                case .always: throw missing
                case .optional: continue
                case .writes:
                    if missingForWrites == nil { missingForWrites = missing }
                    continue
                }
            }
            if let problem = setting.problem(value) {
                // A secret's value is never repeated, not even in a message about it.
                throw DomainError(from == setting.flag ? .invalidInput : .configuration, "\(from): \(problem)",
                                  hint: setting.whereToSet(prefix: prefix, configPath: config.path))
            }
            values[setting.key] = value
            // A secret is never written to disk: the adapter reads it from the run that sends.
            if setting.need == .writes, !setting.isSecret { forWrites[setting.key] = value }
        }
        return AppSettings(values, forWrites: forWrites, missingForWrites: missingForWrites)
    }
}
