import Foundation

/// Reading a backend's fixture files: `*.json` in one folder, each decoded as the backend's
/// wire format says, and errors that name the file.
public enum FixtureFiles {
    /// The files `*.json` in `folder`, sorted by name, each with its name as `folder/file.json`
    /// and its decoded value; none when the folder is missing.
    /// - Throws: `StubServerError.invalidFixture` naming the file, when one does not decode.
    public static func load<Fixture: Decodable>(_ folder: URL, as type: Fixture.Type = Fixture.self) throws(StubServerError) -> [(file: String, fixture: Fixture)] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var loaded: [(file: String, fixture: Fixture)] = []
        for url in files.filter({ $0.pathExtension == "json" }).sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let name = "\(folder.lastPathComponent)/\(url.lastPathComponent)"
            do {
                loaded.append((name, try WireJSON.decode(Fixture.self, from: Data(contentsOf: url))))
            } catch {
                throw .invalidFixture(file: name, reason: "\(error)")
            }
        }
        return loaded
    }

    /// The folder `name` among a module's resources (`Bundle.module`'s `Fixtures/name`).
    /// - Throws: `StubServerError.invalidFixture` when the bundle has no such folder.
    public static func bundled(_ name: String, in bundle: Bundle) throws(StubServerError) -> URL {
        guard let fixtures = bundle.url(forResource: "Fixtures", withExtension: nil) else {
            throw .invalidFixture(file: "Fixtures", reason: "the resource folder is missing from \(bundle.bundleURL.lastPathComponent)")
        }
        return fixtures.appendingPathComponent(name)
    }
}
