/// The `--help` text of a command, in swift-argument-parser's layout.
enum Help {
    /// OVERVIEW, USAGE, ARGUMENTS, OPTIONS and, for the root, SUBCOMMANDS, with the program
    /// named as it was run (`Environment.programName`: `kbreplay`, `swift run my-replay`).
    static func text(for spec: CommandSpec, program: String, subcommands: [CommandSpec] = []) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)"]
        if let discussion = spec.discussion {
            lines += [""] + discussion(program).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        lines += ["", "USAGE: \(spec.usage(program: program))"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += spec.arguments.flatMap { row("<\($0.name)>", $0.help) }
        }
        lines += ["", "OPTIONS:"]
        lines += spec.allOptions.flatMap { row($0.synopsis, $0.help) }
        if !subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            lines += subcommands.flatMap { row($0.name, $0.abstract) }
            lines += ["", "  See '\(program) help <subcommand>' for detailed help."]
        }
        return lines.joined(separator: "\n")
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
