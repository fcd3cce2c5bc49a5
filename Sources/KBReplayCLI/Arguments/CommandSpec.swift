/// Text that names the program as it was run (`Environment.programName`: `kbreplay`,
/// `swift run my-replay`): a command to type in help, a usage line, a hint.
typealias ProgramText = @Sendable (_ program: String) -> String

/// What a (sub)command accepts, for parsing and for its help.
struct CommandSpec: Sendable {
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
    /// The paragraphs of `--help` under the abstract, with the program as it was run.
    var discussion: ProgramText?
    var arguments: [Argument]
    var options: [Option]
    /// A flag that stands instead of the arguments (`accept <path> ... | --all`): the
    /// usage shows the two as alternatives, and the command refuses both at once.
    var insteadOfArguments: String? = nil

    /// A command whose help names no command to type.
    init(
        name: String, abstract: String, discussion: String?, arguments: [Argument], options: [any DeclaredOption],
        insteadOfArguments: String? = nil
    ) {
        self.init(
            name: name, abstract: abstract, discussion: { _ in discussion ?? "" }, arguments: arguments, options: options,
            insteadOfArguments: insteadOfArguments)
        if discussion == nil { self.discussion = nil }
    }

    /// A command whose help names commands to type (`'kbreplay accept' takes it`), made
    /// with the program as it was run.
    init(
        name: String, abstract: String, discussion: @escaping ProgramText, arguments: [Argument], options: [any DeclaredOption],
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

    /// `kbreplay check` for `program` `kbreplay`.
    func commandName(program: String) -> String { name.isEmpty ? program : "\(program) \(name)" }

    /// `kbreplay check <path> ... [--tolerance <x>]` (a required option without brackets);
    /// `kbreplay <subcommand>` for the root; `program` is the program as it was run.
    func usage(program: String) -> String { usageParts(program: program).joined(separator: " ") }

    /// The words of `usage`, each argument or option whole (`[--tolerance <x>]`): where a
    /// synopsis may wrap (`Synopsis`).
    func usageParts(program: String) -> [String] {
        if name.isEmpty { return [program, "<subcommand>"] }
        var parts = [commandName(program: program)]
        parts += arguments.map(\.usage)
        if let insteadOfArguments { parts += ["|", insteadOfArguments] }
        parts += options.filter { $0.long != insteadOfArguments }.map { $0.required ? $0.usage : "[\($0.usage)]" }
        return parts
    }
}
