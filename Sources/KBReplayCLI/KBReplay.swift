/// The `kbreplay` command line: arguments in, exit code out.
///
/// ```
/// kbreplay replay TRACE [-o FILE] [--all-frames]
/// kbreplay check PATH... [--tolerance X] [--invariants-only]
/// kbreplay record PATH...
/// kbreplay explore --seed S [--runs N | --seconds N] [--out DIR] [--shrinks N]
/// kbreplay help [SUBCOMMAND] | --help | --version
/// ```
public enum KBReplay {
    public static let version = "0.1.0"

    /// Parses `arguments` (without the program name) and runs the command against
    /// `environment`. A usage error is printed on standard error with exit code 64.
    public static func main(arguments: [String], environment: Environment) -> ExitCode {
        do {
            return try Command.parse(arguments).run(in: environment)
        } catch {
            environment.printError(error.formatted)
            return .usage
        }
    }
}
