/// A parsed command line: what to run.
enum Command: Equatable {
    case replay(ReplayCommand)
    case check(CheckCommand)
    case record(RecordCommand)
    case explore(ExploreCommand)
    case accept(AcceptCommand)
    case importLog(ImportCommand)
    case plot(PlotCommand)
    case schema(SchemaCommand)
    case view(ViewCommand)
    case device(DeviceCommand)
    /// Help for a subcommand, or for `kbreplay` itself (`nil`).
    case help(subcommand: String?)
    case version

    static let rootSpec = CommandSpec(
        name: "",
        abstract: "Replay iOS keyboard traces and compare their frames with goldens.",
        discussion: nil,
        arguments: [],
        options: [.init(long: "--version", short: nil, valueName: nil, help: "Show the version.")])

    static let helpSpec = CommandSpec(
        name: "help",
        abstract: "Show help for a subcommand.",
        discussion: nil,
        arguments: [.init(name: "subcommand", repeats: false, help: "The subcommand to explain.")],
        options: [])

    /// The EXAMPLES section of `kbreplay help`.
    static let examples = """
        EXAMPLES:
          kbreplay check Traces                        every trace under Traces/ against its golden
          kbreplay check Traces --junit report.xml     ... and a JUnit report for CI
          kbreplay check Traces --filter pin           only the traces whose name contains "pin"
          kbreplay accept Traces/NAME.trace.json       take the output 'check' saved as the golden
          kbreplay record --missing Traces             goldens for new traces only
          kbreplay replay Traces/NAME.trace.json -o -  the frames of one trace
          kbreplay plot Traces/NAME.trace.json --golden -o NAME.svg   see them (open in a browser)
          kbreplay view Traces/NAME.trace.json -o NAME.html   play them as on the phone
          kbreplay explore --seed 1 --seconds 60 --out found
          kbreplay schema -o kbtrace.schema.json       the JSON Schema of traces, for editors

        REFERENCE (in the kbreplay repository):
          docs/formats.md      every trace key, the frames and how goldens compare
          docs/model.md        the rules of the UIKit model; docs/handlers/ the handlers
        """

    static let subcommands = [ReplayCommand.spec, CheckCommand.spec, RecordCommand.spec, ExploreCommand.spec, AcceptCommand.spec, ImportCommand.spec, PlotCommand.spec, SchemaCommand.spec, ViewCommand.spec, DeviceCommand.spec, helpSpec]

    /// Parses `kbreplay`'s arguments (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
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
            if parsed.positionals.count > 1 {
                throw UsageError(message: "unexpected argument '\(parsed.positionals[1])'", spec: helpSpec)
            }
            guard let name = parsed.positionals.first else { return .help(subcommand: nil) }
            _ = try spec(named: name)
            return .help(subcommand: name)
        case "import":
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: first) }
            return .importLog(try ImportCommand(parsing: rest))
        case "plot":
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: first) }
            return .plot(try PlotCommand(parsing: rest))
        case "schema":
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: first) }
            return .schema(try SchemaCommand(parsing: rest))
        case "view":
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: first) }
            return .view(try ViewCommand(parsing: rest))
        case "device":
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: first) }
            return .device(try DeviceCommand(parsing: rest))
        case "replay", "check", "record", "explore", "accept":
            if ParsedArguments.asksForHelp(rest) { return .help(subcommand: first) }
            switch first {
            case "replay": return .replay(try ReplayCommand(parsing: rest))
            case "check": return .check(try CheckCommand(parsing: rest))
            case "explore": return .explore(try ExploreCommand(parsing: rest))
            case "accept": return .accept(try AcceptCommand(parsing: rest))
            default: return .record(try RecordCommand(parsing: rest))
            }
        default:
            if first.hasPrefix("-") { throw UsageError.unknownOption(first, spec: rootSpec) }
            throw unknownSubcommand(first)
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
        case .replay(let command): return command.run(in: environment)
        case .check(let command): return command.run(in: environment)
        case .record(let command): return command.run(in: environment)
        case .explore(let command): return command.run(in: environment)
        case .accept(let command): return command.run(in: environment)
        case .importLog(let command): return command.run(in: environment)
        case .plot(let command): return command.run(in: environment)
        case .schema(let command): return command.run(in: environment)
        case .view(let command): return command.run(in: environment)
        case .device(let command): return command.run(in: environment)
        case .version:
            environment.print(KBReplay.version)
            return .success
        case .help(let name):
            if let name, let spec = Command.subcommands.first(where: { $0.name == name }) {
                environment.print(Help.text(for: spec))
            } else {
                environment.print(Help.text(for: Command.rootSpec, subcommands: Command.subcommands) + "\n\n" + Command.examples)
            }
            return .success
        }
    }
}
