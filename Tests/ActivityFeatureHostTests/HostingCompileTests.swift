import Expectations
import Foundation
import ProcessHarness
import Testing

/// What ActivityFeature needs from an app is checked by the compiler: an app that hosts it and
/// leaves its backend out does not build, and the error names the app and what is missing.
/// Proven with the real compiler against the modules this build made, on a small app written
/// as an app file is, with its environment written as the generator writes it.
@Suite("Hosting ActivityFeature is checked by the compiler", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct HostingCompileTests {
    /// The app, with or without its backend.
    static func app(withBackend: Bool) -> String {
        """
        import ActivityFeature
        import ActivityFeatureHost
        import AppRuntime
        import Core

        enum FixtureApp: ActivityFeatureHosting {
            static let commandName = "fixture-app"
            static let abstract = "A fixture."
            static let contextOption = "board"
            static let contextNoun = "board"
            static let environmentPrefix = "FIXTURE_APP"
            static func problem(withContext id: String) -> String? { nil }
            static func authHeaders(token: String) -> [(name: String, value: String)] { [] }
            static let errorFormat = BackendErrorFormat.problemJSON
            \(withBackend ? "static func activityBackend(_ run: AppRun) -> FixtureBackend { FixtureBackend() }" : "")
        }

        struct FixtureBackend: ActivityBackend {
            func fetchAllActivity() async throws(DomainError) -> ActivityListing { ActivityListing(entries: []) }
            func postComment(on someID: SomeID, text: String, idempotencyKey: String) async throws(DomainError) {}
        }

        // As scripts/generate writes it for an app that hosts ActivityFeature alone.
        extension FixtureApp {
            static var features: [HostedFeature<FixtureApp>] { [.activityFeature] }
            @MainActor static func makeEnvironment(_ run: AppRun) -> FixtureAppEnvironment { FixtureAppEnvironment(run: run) }
        }

        @MainActor
        final class FixtureAppEnvironment: ActivityFeatureHostEnvironment {
            let run: AppRun
            let activityParts: ActivityFeatureParts
            init(run: AppRun) {
                self.run = run
                activityParts = ActivityFeatureParts(hostedBy: FixtureApp.self, run: run)
            }
            var clock: any WallClock { run.clock }
        }
        """
    }

    /// Type-checks `source` against the modules of this build; the exit status and the messages.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hosting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("FixtureApp.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // The toolchain's PATH and HOME (its module cache), as the suite has them.
        let inherited = ProcessInfo.processInfo.environment.filter { ["PATH", "HOME"].contains($0.key) }
        let result = try ProcessRunner.run("/usr/bin/env", [
            "swiftc", "-typecheck", "-swift-version", "6",
            "-I", ProcessRunner.productsDirectory.appendingPathComponent("Modules").path,
            // The C modules the Live modules import, by their module maps.
            "-I", root.appendingPathComponent("Modules/Live/CCurl").path, "-I", root.appendingPathComponent("Modules/Live/CSQLite").path,
            file.path,
        ], environment: inherited)
        return (result.status, result.stdout + result.stderr)
    }

    @Test("an app that supplies the backend compiles")
    func complete() throws {
        let result = try Self.typecheck(Self.app(withBackend: true))
        expectEqual(result.status, 0, "\(result.output)")
    }

    @Test("an app that leaves the backend out does not compile, and the error names the app and the backend it lacks")
    func missingBackend() throws {
        let result = try Self.typecheck(Self.app(withBackend: false))
        expectNotEqual(result.status, 0)
        expectContains(result.output, "type 'FixtureApp' does not conform to protocol 'ActivityFeatureHosting'", "\(result.output)")
        // The backend's type is what the compiler cannot find: it names that requirement.
        expectContains(result.output, "protocol requires nested type 'ActivityAdapter'", "\(result.output)")
    }
}
