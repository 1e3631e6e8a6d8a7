import Expectations
import Foundation
import FuzzTargets
import Testing

/// The committed corpus, replayed through the same entry points libFuzzer drives: what CI checks
/// of the fuzz targets on every run, and what keeps each found crash fixed.
@Suite("The committed fuzz corpus", .timeLimit(.minutes(2)))
struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    @Test("every committed input keeps its target's invariants", arguments: FuzzTarget.all.map(\.name))
    func replay(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let folder = Self.corpus.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(files.count >= 3, "Fuzz/Corpus/\(name) should hold a few seed inputs")
        for file in files {
            do {
                try target.run(try Data(contentsOf: file))
            } catch let failure as FuzzFailure {
                Issue.record("Fuzz/Corpus/\(name)/\(file.lastPathComponent): \(failure.message)")
            }
        }
    }

    @Test("every corpus folder is a target's, and every target has one")
    func foldersMatchTargets() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        expectEqual(folders, FuzzTarget.all.map(\.name).sorted())
    }
}
