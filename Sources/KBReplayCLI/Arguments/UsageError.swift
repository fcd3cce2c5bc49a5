/// A command line that cannot be run, with what to do about it.
struct UsageError: Error {
    var message: String
    /// A line after the message, such as `Did you mean '--tolerance'?`, with the program
    /// as it was run when it names a command to type.
    var hint: ProgramText?
    /// The command that was being parsed: its usage line and its `--help` close the message.
    var spec: CommandSpec

    init(message: String, hint: String? = nil, spec: CommandSpec) {
        self.message = message
        self.hint = hint.map { text -> ProgramText in { _ in text } }
        self.spec = spec
    }

    /// A usage error whose hint names a command to type (`'kbreplay explore --seed 1'`).
    init(message: String, hint: @escaping ProgramText, spec: CommandSpec) {
        self.message = message
        self.hint = hint
        self.spec = spec
    }

    /// An unknown option, with the closest known one as a suggestion.
    static func unknownOption(_ name: String, spec: CommandSpec) -> UsageError {
        let candidates = spec.allOptions.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
        // A one-letter option is a short name: `-V` means the option starting with v
        // (`--version`), not `-h`, one edit away.
        var suggestion: String?
        if name.count == 2, name.hasPrefix("-"), name != "--" {
            let letter = name.dropFirst().lowercased()
            suggestion = spec.allOptions.first { $0.short?.lowercased() == "-" + letter }?.short
                ?? spec.allOptions.first { $0.long.dropFirst(2).lowercased().hasPrefix(letter) }?.long
        }
        let hint = (suggestion ?? Suggestion.closest(to: name, among: candidates)).map { "Did you mean '\($0)'?" }
        return UsageError(message: "unknown option '\(name)'", hint: hint, spec: spec)
    }

    /// With `program` `kbreplay`:
    /// ```
    /// error: unknown option '--tolerence'
    /// Did you mean '--tolerance'?
    /// Usage: kbreplay check <path> ... [--tolerance <x>]
    ///   See 'kbreplay check --help' for more information.
    /// ```
    func formatted(program: String) -> String {
        var lines = ["error: \(message)"]
        if let hint { lines.append(hint(program)) }
        lines.append("Usage: \(spec.usage(program: program))")
        lines.append("  See '\(spec.commandName(program: program)) --help' for more information.")
        return lines.joined(separator: "\n")
    }
}

/// "Did you mean ...?": the closest name by edit distance.
enum Suggestion {
    /// The candidate closest to `input`, if one is close enough: at most a third of its
    /// length away (at least 1, at most 3 edits), or one that `input` is a prefix of
    /// (`--tol` for `--tolerance`). Ties go to the earlier candidate.
    static func closest(to input: String, among candidates: [String]) -> String? {
        let trimmed = input.drop { $0 == "-" }
        if trimmed.count >= 2, let prefixed = candidates.first(where: { $0.drop { $0 == "-" }.hasPrefix(trimmed) }) {
            return prefixed
        }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(input, candidate)
            let limit = min(3, max(1, candidate.count / 3))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The edit distance between two strings, by characters: insertions, deletions,
    /// substitutions and swaps of two neighbours (`chekc` is one edit from `check`).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // d[i][j]: the distance between the first i characters of a and the first j of b.
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
