import Expectations
import Foundation
import ProcessHarness
import Testing

/// The apps link FoundationEssentials alone, whose `TimeZone` knows no named zone: the local
/// zone comes from the C library (`TZ`, the system's zone files). Only the real binaries can
/// show that: a test process links full Foundation, where every zone works anyway.
@Suite("Time zones in the real binaries", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct TimeZoneTests {
    private func somes(_ text: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(object["somes"] as? [[String: Any]])
    }

    @Test("a clock time in a message is local time from TZ, summer time included", arguments: [
        ("UTC", "2026-01-15T12:00:00Z", "12:02"),
        ("Europe/Paris", "2026-01-15T12:00:00Z", "13:02"),
        ("Europe/Paris", "2026-07-15T12:00:00Z", "14:02"),
        ("Asia/Tokyo", "2026-07-15T12:00:00Z", "21:02"),
        ("America/New_York", "2026-07-15T12:00:00Z", "08:02"),
    ])
    func clockTime(_ zone: String, _ now: String, _ shown: String) async throws {
        let server = try await StubServerProcess.start(arguments: ["--fault-status", "429", "--fault-retry-after", "120"])
        defer { server.stop() }
        let app = AppUnderTest.order
        let result = try await app.run(["list"], server: server.baseURL, dataDir: TemporaryDirectory().url,
                                       extra: app.at(now).merging(["TZ": zone]) { _, new in new })
        expectEqual(result.status, 69, "\(result.all)")
        expectContains(result.stderr, "try again after \(shown):", "\(result.stderr)")
    }

    @Test("chat-app dates a deadline on the local day: 25 hours apart, Kiritimati is one or two days after Pago Pago, UTC between")
    func deadlinesOnLocalDays() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let app = AppUnderTest.chat
        var dates: [String: [String: String]] = [:]
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago"] {
            let result = try await app.run(["--json", "list"], server: server.baseURL, dataDir: TemporaryDirectory().url,
                                           extra: ["TZ": zone])
            expectEqual(result.status, 0, "\(result.all)")
            for some in try somes(result.stdout) {
                if let id = some["id"] as? String, let due = some["due_date"] as? String { dates[zone, default: [:]][id] = due }
            }
        }
        let utc = try #require(dates["UTC"])
        #expect(!utc.isEmpty)
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        for (id, date) in utc {
            let east = try #require(dates["Pacific/Kiritimati"]?[id].flatMap(day.date(from:)))
            let west = try #require(dates["Pacific/Pago_Pago"]?[id].flatMap(day.date(from:)))
            let middle = try #require(day.date(from: date))
            expectContains([1, 2], Int(east.timeIntervalSince(west) / 86_400), "some \(id): \(west) to \(east)")
            #expect(west <= middle && middle <= east, "some \(id)")
        }
    }

    @Test("a some last updated more than a month before now shows its day, in every app", arguments: AppUnderTest.all)
    func updatedLongAgo(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let listed = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url)
        let updated = try #require(try somes(listed.stdout).first { $0["id"] as? String == "1" }?["updated_at"] as? String)
        let shown = try await app.run(["show", "1"], server: server.baseURL, dataDir: data.url, extra: app.at("2027-06-01T00:00:00Z"))
        expectEqual(shown.status, 0, "\(shown.all)")
        expectContains(shown.stdout, "on \(updated.prefix(10))", "\(shown.stdout)")
    }
}
