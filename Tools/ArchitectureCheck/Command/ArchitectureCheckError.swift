/// Why the check could not run at all, with the exit code the command uses (sysexits.h).
public enum ArchitectureCheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The arguments are wrong; the text says what to type instead. Exit 64 (EX_USAGE).
    case usage(String)
    /// A file named on the command line is missing or unreadable. Exit 66 (EX_NOINPUT).
    case unreadable(path: String, reason: String)
    /// The package file is not the JSON of `swift package dump-package`. Exit 65 (EX_DATAERR).
    case malformedPackage(detail: String)
    /// The rules file does not have the rules file's shape or contradicts itself. Exit 65 (EX_DATAERR).
    case malformedRules(detail: String)
    /// The build plan is not the llbuild manifest `swift build` writes; `line` is the first
    /// line it cannot read, when there is one. Exit 65 (EX_DATAERR).
    case malformedPlan(line: Int?, detail: String)
    /// The build plan has no executable product of that name; `products` are the ones it has.
    /// Exit 65 (EX_DATAERR).
    case productNotInPlan(product: String, products: [String])

    /// The reason ``unreadable(path:reason:)`` gives for a file that does not exist.
    public static let noSuchFile = "no such file"

    /// The process exit code for this error.
    public var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .unreadable: return 66
        case .malformedPackage, .malformedRules, .malformedPlan, .productNotInPlan: return 65
        }
    }

    /// What failed and what to do, without the file name the command adds.
    public var description: String {
        switch self {
        case let .usage(text):
            return text
        case let .unreadable(path, reason):
            return "cannot read \(path) (\(reason))"
        case let .malformedPackage(detail):
            return "not a package description (\(detail)); pass the output of `swift package dump-package`"
        case let .malformedRules(detail):
            return "not a valid rules file (\(detail)); see the \"about\" entry of architecture-rules.json"
        case let .malformedPlan(line, detail):
            let place = line.map { "line \($0): " } ?? ""
            return "\(place)\(detail); pass the build plan `swift build` writes, .build/debug.yaml"
        case let .productNotInPlan(product, products):
            let known = products.isEmpty ? "it has none" : "it has \(products.joined(separator: ", "))"
            return "the build plan has no executable product named \(product) (\(known)); "
                + "check the name, or run `swift build --product \(product)` first, which writes a plan with it"
        }
    }
}
