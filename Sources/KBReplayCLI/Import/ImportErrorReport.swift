import TraceKit

/// The lines that report an import's errors: each error at its line, but of a family of
/// more than three (one mistake repeated through a log), only the first and a count.
enum ImportErrorReport {
    /// A family with more errors than this is summarised.
    static let fullFamily = 3

    static func lines(file: String, errors: [ConsoleLogError]) -> [String] {
        var families: [String: [ConsoleLogError]] = [:]
        for error in errors {
            families[error.family, default: []].append(error)
        }
        var lines: [String] = []
        var printed: Set<String> = []
        for error in errors {
            let family = families[error.family]!
            if family.count <= fullFamily {
                lines.append(located(file, error))
            } else if !printed.contains(error.family) {
                printed.insert(error.family)
                lines.append(located(file, error))
                let rest = family.dropFirst()
                lines.append("\(FileName.shown(file)): and \(grouped(rest.count)) more like it (lines \(rest.first!.line)...\(rest.last!.line))")
            }
        }
        return lines
    }

    private static func located(_ file: String, _ error: ConsoleLogError) -> String {
        error.line > 0 ? "\(FileName.shown(file)):\(error.line): \(error.message)" : "\(FileName.shown(file)): \(error.message)"
    }

    /// `31655` as `31,655`.
    static func grouped(_ count: Int) -> String {
        var digits = Array(String(count))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
