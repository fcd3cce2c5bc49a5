import Foundation

/// The `--help` text of a command, in swift-argument-parser's layout.
enum Help {
    /// OVERVIEW, USAGE, ARGUMENTS, OPTIONS and, for the root, SUBCOMMANDS.
    static func text(for spec: CommandSpec, subcommands: [CommandSpec] = []) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)"]
        if let discussion = spec.discussion {
            lines += [""] + discussion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        lines += ["", "USAGE: \(spec.usage)"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += spec.arguments.flatMap { row("<\($0.name)>", $0.help) }
        }
        lines += ["", "OPTIONS:"]
        lines += spec.allOptions.flatMap { row($0.synopsis, $0.help) }
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            lines += subcommands.flatMap { row($0.name, $0.abstract) }
            lines += ["", "  See 'kbreplay help <subcommand>' for detailed help."]
        }
        return lines.joined(separator: "\n")
    }

    /// `text` with the program named as it was run (`Environment.programName`, `swift run
    /// my-replay`) where it shows a command to type: after `USAGE: `, `Usage: `, a quote,
    /// or at the start of a line (the examples).
    static func named(_ text: String, program: String) -> String {
        guard program != "kbreplay" else { return text }
        var result = text
        for lead in ["USAGE: ", "Usage: ", "'", "\n  ", "\n"] {
            result = result.replacingOccurrences(of: lead + "kbreplay ", with: lead + program + " ")
        }
        return result
    }

    /// `  name                    help`, or the help on its own line when the name is long;
    /// help lines after the first are indented under it.
    private static func row(_ name: String, _ help: String) -> [String] {
        let column = 26
        let helpLines = help.split(separator: "\n").map(String.init)
        let indent = String(repeating: " ", count: column)
        let head = "  " + name
        var lines: [String]
        if head.count < column - 1 {
            lines = [head + String(repeating: " ", count: column - head.count) + (helpLines.first ?? "")]
        } else {
            lines = [head, indent + (helpLines.first ?? "")]
        }
        lines += helpLines.dropFirst().map { indent + $0 }
        return lines
    }
}
