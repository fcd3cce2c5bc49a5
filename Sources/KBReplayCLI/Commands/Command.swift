import Handlers

/// A subcommand of `kbreplay`: its spec (name, help, options), how it is made from its
/// parsed command line, and how it runs. One line adds one: `Command.subcommands`.
protocol Subcommand: Equatable, Sendable, SubcommandMetatype {
    static var spec: CommandSpec { get }

    /// The command from its command line, parsed against `spec` with its positionals
    /// counted; `handlers` are the registered ones (the built-in and the user's), known
    /// before parsing, so that an option naming a handler takes a user's.
    init(_ arguments: ParsedArguments, handlers: [HandlerKind]) throws(UsageError)

    func run(in environment: Environment) -> ExitCode
}

extension Subcommand {
    /// Parses `arguments` (those after the subcommand's name) against `spec`.
    init(parsing arguments: [String], handlers: [HandlerKind] = HandlerKind.builtIn) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: Self.spec)
        try parsed.checkPositionals()
        try self.init(parsed, handlers: handlers)
    }
}

#if compiler(>=6.2)
/// What a subcommand's type conforms to: its metatype is kept in `Command.registered`'s
/// `@Sendable` parsers (`SendableMetatype`, Swift 6.2).
protocol SubcommandMetatype: SendableMetatype {}
#else
/// What a subcommand's type conforms to (nothing before Swift 6.2, which checks metatypes).
protocol SubcommandMetatype {}
#endif

/// A subcommand, made and compared without its type.
struct AnySubcommand: Equatable, Sendable {
    let command: any Subcommand

    init(_ command: some Subcommand) {
        self.command = command
    }

    static func == (lhs: AnySubcommand, rhs: AnySubcommand) -> Bool {
        func equal<C: Subcommand>(_ command: C) -> Bool { (rhs.command as? C) == command }
        return equal(lhs.command)
    }
}

/// A parsed command line: what to run.
enum Command: Equatable {
    case subcommand(AnySubcommand)
    /// Help for a subcommand, or for `kbreplay` itself (`nil`).
    case help(subcommand: String?)
    case version

    /// The command line that runs `command`.
    static func run(_ command: some Subcommand) -> Command { .subcommand(AnySubcommand(command)) }

    /// Every subcommand, in the order help lists them (then `help`): one line adds one.
    static let registered: [Registered] = [
        .init(ReplayCommand.self), .init(CheckCommand.self), .init(RecordCommand.self), .init(ExploreCommand.self),
        .init(AcceptCommand.self), .init(ImportCommand.self), .init(PlotCommand.self), .init(SchemaCommand.self),
        .init(ViewCommand.self), .init(DeviceCommand.self), .init(CompareCommand.self),
    ]

    /// A subcommand's spec, and its parser.
    struct Registered: Sendable {
        let spec: CommandSpec
        let parse: @Sendable (_ arguments: [String], _ handlers: [HandlerKind]) throws(UsageError) -> Command

        init<C: Subcommand>(_ type: C.Type) {
            spec = C.spec
            parse = { arguments, handlers throws(UsageError) in .run(try C(parsing: arguments, handlers: handlers)) }
        }
    }

    static let rootSpec = CommandSpec(
        name: "",
        abstract: "Replay iOS keyboard traces and compare their frames with goldens.",
        discussion: nil,
        arguments: [],
        options: [CommandSpec.Option(long: "--version", short: nil, valueName: nil, help: "Show the version.")])

    static let helpSpec = CommandSpec(
        name: "help",
        abstract: "Show help for a subcommand.",
        discussion: nil,
        arguments: [.init(name: "subcommand", repeats: false, help: "The subcommand to explain.")],
        options: [])

    /// The EXAMPLES section of `kbreplay help`, with the program as it was run.
    static func examples(program: String) -> String {
        """
        EXAMPLES:
          \(program) check Traces                        every trace under Traces/ against its golden
          \(program) check Traces --junit report.xml     ... and a JUnit report for CI
          \(program) check Traces --filter pin           only the traces whose name contains "pin"
          \(program) accept Traces/NAME.trace.json       take the output 'check' saved as the golden
          \(program) record --missing Traces             goldens for new traces only
          \(program) replay Traces/NAME.trace.json -o -  the frames of one trace
          \(program) plot Traces/NAME.trace.json --golden -o NAME.svg   see them (open in a browser)
          \(program) view Traces/NAME.trace.json -o NAME.html   play them as on the phone
          \(program) explore --seed 1 --seconds 60 --out found
          \(program) schema -o kbtrace.schema.json       the JSON Schema of traces, for editors

        REFERENCE (in the kbreplay repository):
          docs/formats.md      every trace key, the frames and how goldens compare
          docs/model.md        the rules of the UIKit model; docs/handlers/ the handlers
        """
    }

    static let subcommands = registered.map(\.spec) + [helpSpec]

    /// Parses `kbreplay`'s arguments (without the program name), with `handlers` registered.
    static func parse(_ arguments: [String], handlers: [HandlerKind] = HandlerKind.builtIn) throws(UsageError) -> Command {
        guard let first = arguments.first else {
            throw UsageError(message: "missing subcommand", hint: subcommandList, spec: rootSpec)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return .help(subcommand: nil)
        case "--version":
            return .version
        case "help":
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: "help") }
            let parsed = try ParsedArguments(rest, spec: helpSpec)
            guard let name = parsed.positionals.first else { return .help(subcommand: nil) }
            let found = try spec(named: name)
            // `help import console`: a word the subcommand's first argument takes.
            let words = Array(parsed.positionals.dropFirst())
            let takesWord = words.first.map { found.arguments.first?.choices.contains($0) ?? false } ?? true
            if let extra = takesWord ? words.dropFirst().first : words.first {
                throw UsageError(message: "unexpected argument '\(extra)'", spec: helpSpec)
            }
            return .help(subcommand: name)
        default:
            guard let subcommand = registered.first(where: { $0.spec.name == first }) else {
                if first.hasPrefix("-") { throw UsageError.unknownOption(first, spec: rootSpec) }
                throw unknownSubcommand(first)
            }
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: first) }
            return try subcommand.parse(rest, handlers)
        }
    }

    /// The spec of a subcommand, or a usage error that suggests the closest one.
    private static func spec(named name: String) throws(UsageError) -> CommandSpec {
        if let spec = subcommands.first(where: { $0.name == name }) { return spec }
        throw unknownSubcommand(name)
    }

    private static func unknownSubcommand(_ name: String) -> UsageError {
        let hint = Suggestion.closest(to: name, among: subcommands.map(\.name)).map { "Did you mean '\($0)'?" }
        return UsageError(message: "unknown subcommand '\(name)'", hint: hint ?? subcommandList, spec: rootSpec)
    }

    private static var subcommandList: String {
        "Subcommands: " + subcommands.map(\.name).joined(separator: ", ") + "."
    }

    func run(in environment: Environment) -> ExitCode {
        switch self {
        case .subcommand(let subcommand): return subcommand.command.run(in: environment)
        case .version:
            environment.print(KBReplay.version)
            return .success
        case .help(let name):
            if let name, let spec = Command.subcommands.first(where: { $0.name == name }) {
                environment.print(Help.text(for: spec, program: environment.programName))
            } else {
                let program = environment.programName
                environment.print(
                    Help.text(for: Command.rootSpec, program: program, subcommands: Command.subcommands) + "\n\n"
                        + Command.examples(program: program))
            }
            return .success
        }
    }
}
