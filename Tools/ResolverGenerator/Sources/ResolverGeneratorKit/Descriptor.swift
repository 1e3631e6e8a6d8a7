/// One type in Core that conforms to `TypedDescriptor`.
public struct Descriptor: Hashable, Comparable, Sendable {
    /// The type's path from the top level: `["ViewDescriptor", "OtherDetails"]`.
    public let path: [String]
    /// Where it was declared (or where the conformance was added), for messages.
    public let file: String
    public let line: Int
    /// Whether its `Output` is optional (`(any Screen)?`): a host none of whose features builds
    /// it may answer `nil`, and the feature then does not offer what it leads to.
    public let outputIsOptional: Bool
    /// Whether its `Output` is a list (`[ItemAction]`): gathered from every hosted feature that
    /// builds it, in the order the app names them, and empty when none does.
    public let outputIsList: Bool

    public init(path: [String], file: String, line: Int, outputIsOptional: Bool = false, outputIsList: Bool = false) {
        self.path = path
        self.file = file
        self.line = line
        self.outputIsOptional = outputIsOptional
        self.outputIsList = outputIsList
    }

    /// `ViewDescriptor.OtherDetails`.
    public var qualifiedName: String { path.joined(separator: ".") }

    /// The resolver requirement answering it: `resolve` followed by each part of the path,
    /// with a namespace's `Descriptor` suffix dropped: `resolveViewOtherDetails`.
    public var requirementName: String {
        "resolve" + path.map { $0.hasSuffix("Descriptor") && $0 != "Descriptor" ? String($0.dropLast("Descriptor".count)) : $0 }.joined()
    }

    /// The one-requirement protocol a host conforms to when its features use the descriptor:
    /// `ResolvesViewOtherDetails`.
    public var protocolName: String { "Resolves" + requirementName.dropFirst("resolve".count) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.qualifiedName < rhs.qualifiedName }

    /// Two declarations of one descriptor (a struct and an extension) are the same descriptor.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// Something in a source file the generator refuses, with where it is.
public struct GeneratorDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`, the compiler's format, so editors can jump to it.
    public var description: String { "\(file):\(line): error: \(message)" }
}
