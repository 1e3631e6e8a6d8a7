import Foundation

/// Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN): tried once, on a folder of
/// its own, then unmounted. Tests that need a small real disk are enabled by it.
public let canMountTmpfs: Bool = {
    guard getuid() == 0 else { return false }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mount-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
          let mounted = try? ProcessRunner.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path]) as ProcessRunner.Result,
          mounted.status == 0 else { return false }
    _ = try? ProcessRunner.run("/bin/umount", [folder.path]) as ProcessRunner.Result
    return true
}()
