import Foundation
import Mustache

/// A folder of templates: files whose paths and text are Mustache templates, rendered with one
/// set of values into a tree of new files (`scripts/new-feature`'s templates). Text is text:
/// nothing is escaped. `{{Name}}` is a value; `{{#writes}}…{{/writes}}` is kept when `writes`
/// is true, `{{^writes}}…{{/writes}}` when it is false; a section tag alone on its line takes
/// the line with it.
public struct TemplateTree: Sendable {
    /// The folder.
    public let folder: URL

    /// The templates under `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// Every template's path, relative to the folder, sorted.
    public func templates() throws(TemplateError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
              let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw TemplateError("no folder of templates at \(folder.path)") }
        let root = folder.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.count)))
        }
        return paths.sorted()
    }

    /// Each template's rendered path (relative) and text, in the order of ``templates()``.
    /// - Throws: ``TemplateError`` naming the template that does not parse or cannot be read.
    public func render(_ values: [String: Any]) throws(TemplateError) -> [(path: String, text: String)] {
        var rendered: [(path: String, text: String)] = []
        for template in try templates() {
            let source: String
            do {
                source = try String(contentsOf: folder.appendingPathComponent(template), encoding: .utf8)
            } catch {
                throw TemplateError("cannot read the template \(template): \(error.localizedDescription)")
            }
            rendered.append((try Self.render(template, values, what: "the path of \(template)"),
                             try Self.render(source, values, what: template)))
        }
        return rendered
    }

    /// `text` rendered as a text template with `values`.
    public static func render(_ text: String, _ values: [String: Any], what: String) throws(TemplateError) -> String {
        do {
            return try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + text).render(values)
        } catch {
            throw TemplateError("\(what) is not a template that reads: \(error)")
        }
    }

    /// Values from `KEY=VALUE` lines (blank lines and `#` comments skipped); `true` and `false`
    /// are booleans, for sections.
    public static func values(_ text: String) -> [String: Any] {
        var values: [String: Any] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: equals)...])
            guard !key.isEmpty else { continue }
            switch value {
            case "true": values[key] = true
            case "false": values[key] = false
            default: values[key] = value
            }
        }
        return values
    }
}

/// A template tree could not be rendered; the message says which file and why.
public struct TemplateError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
