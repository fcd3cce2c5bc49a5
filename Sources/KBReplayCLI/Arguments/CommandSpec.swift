/// What a (sub)command accepts, for parsing and for its help.
struct CommandSpec {
    /// An option: `--tolerance <x>`, `-o, --output <file>`, `--all-frames`.
    struct Option {
        /// With the dashes: `--tolerance`.
        var long: String
        /// With the dash: `-o`.
        var short: String?
        /// `x` for `--tolerance <x>`; `nil` for a flag.
        var valueName: String?
        var help: String
        /// Whether the command needs it (`explore --seed`): its usage has no brackets.
        var required = false

        /// `-o, --output <file>`.
        var synopsis: String {
            let names = [short, long].compactMap { $0 }.joined(separator: ", ")
            return valueName.map { "\(names) <\($0)>" } ?? names
        }

        /// `--output <file>` (for usage lines).
        var usage: String {
            valueName.map { "\(long) <\($0)>" } ?? long
        }
    }

    /// A positional argument.
    struct Argument {
        var name: String
        var repeats: Bool
        var help: String
        /// The words it takes, when it is one of a few (`import`'s `console`): `help import
        /// console` explains the command too.
        var choices: [String] = []

        var usage: String { repeats ? "<\(name)> ..." : "<\(name)>" }
    }

    /// `check`, or `""` for the root command.
    var name: String
    var abstract: String
    var discussion: String?
    var arguments: [Argument]
    var options: [Option]
    /// A flag that stands instead of the arguments (`accept <path> ... | --all`): the
    /// usage shows the two as alternatives, and the command refuses both at once.
    var insteadOfArguments: String? = nil

    init(
        name: String, abstract: String, discussion: String?, arguments: [Argument], options: [any DeclaredOption],
        insteadOfArguments: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.option)
        self.insteadOfArguments = insteadOfArguments
    }

    /// The options `--help` lists: the command's own, then `-h, --help`.
    var allOptions: [Option] {
        options + [Option(long: "--help", short: "-h", valueName: nil, help: "Show help information.")]
    }

    /// `kbreplay check`.
    var commandName: String { name.isEmpty ? "kbreplay" : "kbreplay \(name)" }

    /// `kbreplay check <path> ... [--tolerance <x>]` (a required option without brackets);
    /// `kbreplay <subcommand>` for the root.
    var usage: String { usageParts.joined(separator: " ") }

    /// The words of `usage`, each argument or option whole (`[--tolerance <x>]`): where a
    /// synopsis may wrap (`Synopsis`).
    var usageParts: [String] {
        if name.isEmpty { return ["kbreplay", "<subcommand>"] }
        var parts = [commandName]
        parts += arguments.map(\.usage)
        if let insteadOfArguments { parts += ["|", insteadOfArguments] }
        parts += options.filter { $0.long != insteadOfArguments }.map { $0.required ? $0.usage : "[\($0.usage)]" }
        return parts
    }
}
