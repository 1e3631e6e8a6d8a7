import Foundation
import ResolverGeneratorKit

// resolver-generator --core DIR --output FILE [--check]
//
// Writes FILE from the TypedDescriptor conformances under DIR; with --check, only says
// whether FILE is up to date (exit 1 when stale, naming the missing and extra descriptors).

func fail(_ message: String, _ status: Int32) -> Never {
    FileHandle.standardError.write(Data("resolver-generator: \(message)\n".utf8))
    exit(status)
}

var core: String?
var output: String?
var check = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--core": core = arguments.popFirst()
    case "--output": output = arguments.popFirst()
    case "--check": check = true
    default: fail("unknown argument \(argument); usage: resolver-generator --core DIR --output FILE [--check]", 64)
    }
}
guard let core, let output else { fail("usage: resolver-generator --core DIR --output FILE [--check]", 64) }

let outputURL = URL(fileURLWithPath: output).standardizedFileURL
guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: core), includingPropertiesForKeys: nil) else {
    fail("cannot read \(core): no such folder", 66)
}
var files: [(path: String, source: String)] = []
for case let url as URL in enumerator where url.pathExtension == "swift" && url.standardizedFileURL != outputURL {
    guard let source = try? String(contentsOf: url, encoding: .utf8) else { fail("cannot read \(url.path)", 66) }
    files.append((url.path, source))
}
files.sort { $0.path < $1.path }

let descriptors: [Descriptor]
do {
    descriptors = try DescriptorScanner.scan(files: files)
} catch {
    fail("refusing to generate:\n\(error.description)", 65)
}
let generated = ResolverRenderer.render(descriptors)
let existing = try? String(contentsOf: outputURL, encoding: .utf8)

if check {
    guard existing != generated else {
        print("resolver: \(output) is up to date (\(descriptors.count) descriptors)")
        exit(0)
    }
    let wanted = Set(descriptors.map(\.qualifiedName))
    let listed = Set(existing.flatMap(ResolverRenderer.listedDescriptors(in:)) ?? [])
    var reasons: [String] = []
    let missing = wanted.subtracting(listed).sorted(), extra = listed.subtracting(wanted).sorted()
    if existing == nil { reasons.append("the file does not exist") }
    if !missing.isEmpty { reasons.append("missing: \(missing.joined(separator: ", "))") }
    if !extra.isEmpty { reasons.append("no longer in Core: \(extra.joined(separator: ", "))") }
    if reasons.isEmpty { reasons.append("it was edited by hand or made by another version of the generator") }
    fail("\(output) is stale (\(reasons.joined(separator: "; "))); run scripts/generate and commit the result", 1)
}

guard existing != generated else {
    print("resolver: \(output) already up to date (\(descriptors.count) descriptors)")
    exit(0)
}
do {
    try generated.write(to: outputURL, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(output): \(error.localizedDescription)", 73)
}
print("resolver: wrote \(output) (\(descriptors.count) descriptors)")
