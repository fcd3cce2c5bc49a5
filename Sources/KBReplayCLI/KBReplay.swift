import Foundation
import Handlers

/// The `kbreplay` command line: arguments in, exit code out.
///
/// ```
/// kbreplay replay TRACE [-o FILE] [--format jsonl|csv|perfetto] [--all-frames]
/// kbreplay check PATH... [--tolerance X] [--invariants-only] [--junit F] [--report DIR] [--shard K/N]
/// kbreplay record PATH... [--missing | --failed] [--shard K/N]
/// kbreplay accept PATH... | --all
/// kbreplay plot TRACE [--golden] [--from S] [--to S] [-o FILE]
/// kbreplay view TRACE [--golden FILE] [-o FILE.html]
/// kbreplay explore --seed S [--runs N | --seconds N] [--out DIR] [--shard K/N]
/// kbreplay import console FILE [-o TRACE] [--screen WxH]
/// kbreplay device TRACE [--recording FILE] [--tolerance PT] [--format text|json] [--plot SVG]
/// kbreplay schema [-o FILE]
/// kbreplay help [SUBCOMMAND] | --help | --version
/// ```
///
/// An app with keyboard handlers of its own gets every command for its traces from a
/// three-line executable target:
///
/// ```swift
/// import KBReplayCLI
/// import StickyButton
/// KBReplay.main(handlers: [StickyButton.self])
/// ```
public enum KBReplay {
    public static let version = "0.1.0"

    /// Runs the command line of this process with `handlers` registered beside the
    /// built-in ones, and exits with the command's status. Never returns.
    ///
    /// A handler whose name is a built-in one's replaces it.
    public static func main(handlers: [any Handler.Type] = []) -> Never {
        var environment = Environment.live(arguments: CommandLine.arguments)
        environment.handlers = registry(adding: handlers.map { HandlerKind($0) })
        exit(main(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment).rawValue)
    }

    /// The built-in handlers with `handlers` added: a handler of a built-in one's name
    /// takes its place, and of two with one name the last given counts.
    public static func registry(adding handlers: [HandlerKind]) -> [HandlerKind] {
        var registry = HandlerKind.builtIn
        for handler in handlers {
            if let index = registry.firstIndex(where: { $0.name == handler.name }) {
                registry[index] = handler
            } else {
                registry.append(handler)
            }
        }
        return registry
    }

    /// Parses `arguments` (without the program name), with `environment.handlers` known
    /// (an option that names a handler takes any of them), and runs the command against
    /// `environment`. A usage error is printed on standard error with exit code 64.
    public static func main(arguments: [String], environment: Environment) -> ExitCode {
        do {
            return try Command.parse(arguments, handlers: environment.handlers).run(in: environment)
        } catch {
            environment.printError(error.formatted(program: environment.programName))
            return .usage
        }
    }
}
