/// The synopsis of every command, made from the commands' specs (`Command.subcommands`),
/// the one declaration their parsers and `help` read too: the README's and
/// docs/commands.md's "Commands" blocks are this text, checked by a test
/// (`SynopsisDocsTests`; `KBREPLAY_UPDATE_DOCS=1` rewrites them).
enum Synopsis {
    /// Where a synopsis block starts and ends in a Markdown file (not `<!-- generated: ...`,
    /// which TraceKit's reference tables own).
    static let beginMarker = "<!-- synopsis: generated from the commands' specs -->"
    static let endMarker = "<!-- end synopsis -->"

    /// One usage per command, in help's order, wrapped before `width` columns with the
    /// lines after the first indented under the command's first argument; then `help` and
    /// `--version`.
    static func text(width: Int = 92) -> String {
        var lines: [String] = []
        for spec in Command.registered.map(\.spec) {
            let parts = spec.usageParts(program: "kbreplay")
            let indent = String(repeating: " ", count: spec.commandName(program: "kbreplay").count + 1)
            var line = parts[0]
            for part in parts.dropFirst() {
                if line.count + 1 + part.count > width {
                    lines.append(line)
                    line = indent + part
                } else {
                    line += " " + part
                }
            }
            lines.append(line)
        }
        lines.append("kbreplay help [<subcommand> [<word>]]      kbreplay --version")
        return lines.joined(separator: "\n")
    }

    /// `markdown` with each synopsis block holding `text()` in a fenced block.
    static func regenerate(_ markdown: String) -> String {
        var output: [Substring] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            output.append(line)
            guard line == beginMarker, let end = lines.firstIndex(of: Substring(endMarker)) else { continue }
            output += ["```"] + text().split(separator: "\n", omittingEmptySubsequences: false) + ["```"]
            lines = lines[end...]
        }
        return output.joined(separator: "\n")
    }
}
