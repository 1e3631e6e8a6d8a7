import Expectations
import Foundation
import ProcessHarness
import Testing

/// The real executables with their data on a real small disk (a tmpfs), filled and then made
/// read-only: reads still show the live list and say once why nothing was kept; a write that
/// cannot be recorded is refused with 74 and never sent; a change queued before the disk filled
/// is sent once when there is room again. Mounting needs root: elsewhere the test says so and
/// passes without running (the in-process fault tests in StorageLiveTests run everywhere).

/// One test at a time: the tests share the small file system they mount, fill and make read-only.
@Suite("A full or read-only disk, end to end", .serialized, .enabled(if: canMountTmpfs, "mounting a small tmpfs needs root with CAP_SYS_ADMIN; StorageLiveTests and SomeFeatureHostTests cover the faults in process"), .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct FullDiskTests {

    /// A 600 KB tmpfs mounted on a folder of its own; nil where mounting is not allowed.
    final class SmallDisk {
        let folder = TemporaryDirectory()
        var data: URL { folder.url.appendingPathComponent("data") }

        init?() async throws {
            guard getuid() == 0 else { return nil }
            let mounted = try await ProcessRunner.run("/bin/mount", ["-t", "tmpfs", "-o", "size=600k", "tmpfs", folder.url.path])
            guard mounted.status == 0 else { return nil }
        }

        /// Fills the disk to its last block.
        func fill() throws {
            let handle = try FileHandle(forWritingTo: {
                let url = folder.url.appendingPathComponent("fill")
                _ = FileManager.default.createFile(atPath: url.path, contents: nil)
                return url
            }())
            let block = Data(count: 4096)
            while (try? handle.write(contentsOf: block)) != nil {}
            try? handle.close()
        }

        func free() throws {
            try FileManager.default.removeItem(at: folder.url.appendingPathComponent("fill"))
        }

        func remount(readOnly: Bool) async throws {
            let result = try await ProcessRunner.run("/bin/mount", ["-o", "remount,\(readOnly ? "ro" : "rw")", folder.url.path])
            expectEqual(result.status, 0, "\(result.stderr)")
        }

        deinit {
            _ = try? ProcessRunner.run("/bin/umount", [folder.url.path]) as ProcessRunner.Result
        }
    }

    /// What a run went on without is a warning (`!`), never drawn as a failure (`✗`).
    private func warnings(_ stderr: String) -> [Substring] {
        let lines = stderr.split(separator: "\n")
        expectEmpty(lines.filter { $0.hasPrefix("✗ ") }, "a warning drawn as a failure: \(stderr)")
        return lines.filter { $0.hasPrefix("! ") }
    }

    @Test("full: list 0 with one warning naming the full disk, --json whole, done 74 and not sent; the queued change sent once after; read-only the same",
          arguments: AppUnderTest.all)
    func fullThenReadOnly(_ app: AppUnderTest) async throws {
        let disk = try #require(try await SmallDisk(), "the mount worked in canMountTmpfs")
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: disk.data).status, 0)
        // The backend down: done 12 waits in the outbox.
        try await server.admin("POST", "/_stub/faults?spec=status%3D503")
        let queued = try await app.run(["done", "12"], server: server.baseURL, dataDir: disk.data)
        expectEqual(queued.status, 75, "\(queued.all)")
        try await server.admin("POST", "/_stub/faults")

        // For the apps whose writes carry a key: no new key reaches the backend while the disk is full.
        let keysBefore = app.keysWrites ? try server.writes().count : 0
        try disk.fill()
        let list = try await app.run(["list"], server: server.baseURL, dataDir: disk.data)
        expectEqual(list.status, 0, "\(list.all)")
        expectContains(list.stdout, "12 \(app.many)")
        expectEqual(warnings(list.stderr).count, 1, "\(list.stderr)")
        expectContains(list.stderr, "the disk is full (")
        let json = try await app.run(["--json", "list"], server: server.baseURL, dataDir: disk.data)
        expectEqual(json.status, 0)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
        for verb in [["show", "1"], ["other", "1"]] + (app.hostsActivity ? [["activity"]] : []) {
            let read = try await app.run(verb, server: server.baseURL, dataDir: disk.data)
            expectEqual(read.status, 0, "\(verb): \(read.all)")
            #expect(!read.stdout.isEmpty)
            #expect(warnings(read.stderr).count <= 1, "\(verb): \(read.stderr)")
        }
        // The queued change may have gone out with one of the reads above (a one-shot command
        // sends what waits when it can claim it); the writes asked for now must not.
        let appliedBefore = try server.stats()["writes_applied"]
        if app.hostsActivity {
            let comment = try await app.run(["comment", "4", "needs a second coat"], server: server.baseURL, dataDir: disk.data)
            expectEqual(comment.status, 74, "\(comment.all)")
            expectContains(comment.stderr, "nothing was sent or queued")
        }
        let refused = try await app.run(["done", "11"], server: server.baseURL, dataDir: disk.data)
        expectEqual(refused.status, 74, "\(refused.all)")
        expectContains(refused.stderr, "nothing was sent or queued")
        expectContains(refused.stderr, "the disk is full (")
        try expectEqual(server.stats()["writes_applied"], appliedBefore, "no write was applied")
        if app.keysWrites {
            let writes = try server.writes()
            expectEqual(writes.count, keysBefore, "no new key reached the backend: \(writes)")
        }

        try disk.free()
        let sync = try await app.run(["sync"], server: server.baseURL, dataDir: disk.data)
        expectEqual(sync.status, 0, "\(sync.all)")
        expectPrefix(sync.stdout, "Sent 1 waiting change.", "\(sync.stdout)")
        try expectEqual(server.stats()["writes_applied"], 1, "12 applied once")
        if app.keysWrites {
            let writes = try server.writes()
            expectEqual(writes.filter { $0["applied"] as? Int == 1 }.count, 1, "one key applied: \(writes)")
        }
        try await expectPrefix(app.run(["sync"], server: server.baseURL, dataDir: disk.data).stdout, "Sent 0 waiting changes.")

        try await disk.remount(readOnly: true)
        let readOnly = try await app.run(["list"], server: server.baseURL, dataDir: disk.data)
        expectEqual(readOnly.status, 0, "\(readOnly.all)")
        expectEqual(warnings(readOnly.stderr).count, 1, "\(readOnly.stderr)")
        expectContains(readOnly.stderr, "the disk is read-only (")
        let write = try await app.run(["done", "11"], server: server.baseURL, dataDir: disk.data)
        expectEqual(write.status, 74, "\(write.all)")
        expectContains(write.stderr, "nothing was sent or queued")
        try expectEqual(server.stats()["writes_applied"], 1)
        try await disk.remount(readOnly: false)
    }
}
