/// `--color always|never|auto`: whether status words are coloured. `auto` (the default)
/// colours on a terminal unless `NO_COLOR` is set; `always` forces colour (for CI logs
/// that render it), over `NO_COLOR` too, as a command-line flag should.
enum ColorChoice: String, Equatable {
    case always, never, auto

    static let option = OptionKey(
        CommandSpec.Option(
            long: "--color", short: nil, valueName: "when",
            help: "Colour the status words: always, never or auto (the\ndefault: on a terminal, unless NO_COLOR is set).")
    ) { text, spec throws(UsageError) in try ColorChoice(parsing: text, spec: spec) }

    init(parsing value: String?, spec: CommandSpec) throws(UsageError) {
        guard let value else {
            self = .auto
            return
        }
        guard let choice = ColorChoice(rawValue: value) else {
            throw UsageError(message: "invalid value '\(value)' for '--color <when>': expected always, never or auto", spec: spec)
        }
        self = choice
    }

    /// The environment with colour on or off as chosen.
    func applied(to environment: Environment) -> Environment {
        var environment = environment
        switch self {
        case .always: environment.usesColor = true
        case .never: environment.usesColor = false
        case .auto: break
        }
        return environment
    }
}
