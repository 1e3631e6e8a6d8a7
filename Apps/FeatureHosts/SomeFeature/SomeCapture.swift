import AppRuntime
import AppShell
import Core
import FoundationEssentials
import SomeFeature
import UIComponent

/// `capture`: what SomeFeature sees in this context now (the somes, the others they link to,
/// what was seen on the last visit, and whether the list is a cached copy) written as a scenario
/// file (``SomeScenarioFile``) that `some-sandbox --scenario FILE` opens as it is.
///
/// Nothing about the connection is written: no token, no base URL. With `anonymize`, every
/// person's name is replaced by "Person N", the same name by the same N throughout.
@MainActor
struct SomeCapture<App: SomeFeatureHosting> {
    let session: AppSession<App>

    private var environment: App.Environment { session.environment }

    /// How to run the sandbox from here: the built one beside this app (a build folder holds
    /// both) by its path, else from the checkout, as the docs say.
    static var sandboxCommand: String {
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let beside = here.appendingPathComponent("some-sandbox").path
        return FileManager.default.isExecutableFile(atPath: beside) ? ShellWord.quoted(beside) : "swift run some-sandbox"
    }

    /// Captures to `url` (shown as `path`); exits as `list` would for what was read, 74 when the
    /// file cannot be written.
    func capture(to url: URL, shownAs path: String, anonymize: Bool) async -> AppExitCode {
        // A folder that is not there is a mistyped path more often than a wish: made by hand.
        let folder = url.deletingLastPathComponent()
        guard FilePaths.kind(of: folder.path) == .folder else {
            return session.output.fail(DomainError(.storage, "cannot write \(Sanitizer.singleLine(path)): there is no folder \(Sanitizer.singleLine(folder.path))",
                                                   hint: "run `mkdir -p \(ShellWord.quoted(folder.path))` and capture again, or choose an --out in a folder that exists"))
        }
        // Read before the list: listing through the client does not touch what was seen.
        let seen = try? await environment.someStore.seenSomeIDs()
        let listing: SomeListing
        do {
            listing = try await environment.someAPIClient.listSomes()
        } catch {
            return session.output.fail(error)
        }
        var others: [Other] = []
        var missing: [String] = []
        for id in Set(listing.somes.compactMap(\.otherID)).sorted(by: { $0.rawValue < $1.rawValue }) {
            do {
                others.append(try await environment.someParts.backend.fetchOther(id: id))
            } catch {
                missing.append("\(id) (\(error.message))")
            }
        }
        let now = ISO8601.string(from: session.run.clock.now)
        var file = SomeScenarioFile(
            summary: "Captured from \(App.commandName) --\(App.contextOption) \(session.run.contextID) at \(now)",
            now: now,
            somes: listing.somes.map(SomeJSON.init),
            stale: listing.freshness.stale,
            seen: seen.map { $0.map(\.rawValue).sorted() },
            others: others.map(SomeScenarioFile.OtherJSON.init),
            complete: "applied",
            // The sandbox then says "Task 1" for a site-app capture, as site-app does.
            noun: App.someNoun == .some ? nil : SomeScenarioFile.NounJSON(App.someNoun)
        )
        if anonymize { file = Self.anonymized(file) }
        do {
            try Data(file.encoded().utf8).write(to: url, options: .atomic)
        } catch {
            return session.output.fail(DomainError(.storage, "cannot write \(path): \(FilePaths.reason(for: error))",
                                            hint: "choose an --out in a folder you can write to"))
        }
        for id in missing {
            session.output.say("Left out other \(id); opening it in the sandbox shows it as not found.")
        }
        let somes = file.somes?.count ?? 0
        if session.options.json {
            session.output.emit(document: [
                "out": .string(url.path), "somes": .int(Int64(somes)), "others": .int(Int64(others.count)),
                "anonymized": .bool(anonymize),
            ].merging(session.output.freshness(listing.freshness)) { mine, _ in mine })
        } else {
            session.output.out.write("Captured \(App.someNoun.count(somes)) and the \(others.count) linked \(others.count == 1 ? "item" : "items") to \(Sanitizer.singleLine(path)); see them with `\(Self.sandboxCommand) --scenario \(ShellWord.quoted(url.path))`\n")
        }
        guard let reason = listing.freshness.reason else { return .ok }
        session.output.say("The backend was not reachable; captured the cached list, marked stale.")
        let code = session.output.exitCode(reason)
        session.output.explain(reason, code: code)
        return code
    }

    /// `file` with every assignee replaced by "Person N", numbered in the order they first
    /// appear, so one person stays one person.
    static func anonymized(_ file: SomeScenarioFile) -> SomeScenarioFile {
        var names: [String: String] = [:]
        var copy = file
        copy.somes = file.somes?.map { some in
            var some = some
            if let assignee = some.assignee {
                if names[assignee] == nil { names[assignee] = "Person \(names.count + 1)" }
                some.assignee = names[assignee]
            }
            return some
        }
        return copy
    }
}

extension Freshness {
    /// A cached copy in the scenario file's words; nil when live.
    fileprivate var stale: SomeScenarioFile.Stale? {
        guard case .stale(let fetchedAt, let reason) = self else { return nil }
        return SomeScenarioFile.Stale(fetchedAt: ISO8601.string(from: fetchedAt), reason: SomeScenarioFile.ErrorJSON(reason))
    }
}
