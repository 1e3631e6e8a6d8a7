import Foundation

/// One parser of untrusted input driven by arbitrary bytes, with the invariants it must keep.
///
/// libFuzzer calls ``run(_:)`` once per generated input (`scripts/fuzz TARGET SECONDS`), and the
/// corpus test in the normal suite calls it for every committed input under `Fuzz/Corpus/NAME/`.
/// A broken invariant throws ``FuzzFailure``; a crash is a crash in either.
public struct FuzzTarget: Sendable {
    /// The name `scripts/fuzz` takes and the corpus folder is named after (`order-wire`).
    public let name: String
    /// What the target feeds the bytes to, in one line.
    public let summary: String
    private let body: @Sendable (Data) throws(FuzzFailure) -> Void

    init(_ name: String, _ summary: String, body: @escaping @Sendable (Data) throws(FuzzFailure) -> Void) {
        self.name = name
        self.summary = summary
        self.body = body
    }

    /// Feeds `input` to the parser and checks what comes out.
    /// - Throws: ``FuzzFailure`` naming the invariant that did not hold.
    public func run(_ input: Data) throws(FuzzFailure) {
        try body(input)
    }

    /// Every target, in the order `scripts/fuzz --list` prints them.
    public static let all: [FuzzTarget] = [
        .orderWire, .chatWire, .siteWire, .errorBody, .linkHeader, .headerLines, .scenarioFile, .terminalText, .jsonValue,
        .internetDate,
    ]

    /// The target called `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}
