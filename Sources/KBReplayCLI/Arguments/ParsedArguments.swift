/// A command line after parsing against a `CommandSpec`: its options, read typed by their
/// declarations (`parsed[Self.tolerance]`), and the positional arguments in order.
struct ParsedArguments {
    /// The spec it was parsed against: its options' read errors name it.
    let spec: CommandSpec
    /// Values of options that take one, by long name (`--tolerance`); the last one given wins.
    private var values: [String: String] = [:]
    /// Flags that were given, by long name.
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []

    /// The value of `key`: read from its text, or from its absence.
    subscript<Value>(_ key: OptionKey<Value>) -> Value {
        get throws(UsageError) {
            let long = key.option.long
            precondition(spec.options.contains { $0.long == long }, "\(long) is not an option of '\(spec.name)'")
            return try key.read(key.option.valueName == nil ? (flags.contains(long) ? "" : nil) : values[long], spec)
        }
    }

    /// Whether `-h` or `--help` appears before any `--`.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "-h" || argument == "--help" { return true }
        }
        return false
    }

    /// Parses `arguments`: `--opt value`, `--opt=value`, `-o value`, flags, and `--`,
    /// after which everything is positional. A lone `-` is positional.
    init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        self.spec = spec
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.long == name || $0.short == name }) else {
                throw UsageError.unknownOption(name, spec: spec)
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError(message: "'\(option.long)' does not take a value", spec: spec)
                }
                flags.insert(option.long)
                continue
            }
            if let inlineValue {
                values[option.long] = inlineValue
            } else if index < arguments.count {
                values[option.long] = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "missing value for '\(option.usage)'", spec: spec)
            }
        }
    }

    /// Checks the number of positional arguments against the spec's arguments (a command
    /// whose flag stands instead of them, `accept`, checks them itself).
    func checkPositionals() throws(UsageError) {
        guard spec.insteadOfArguments == nil else { return }
        let repeats = spec.arguments.last?.repeats ?? false
        if positionals.count < spec.arguments.count {
            let missing = spec.arguments[positionals.count]
            throw UsageError(message: "missing expected argument '\(missing.usage)'", spec: spec)
        }
        if !repeats, positionals.count > spec.arguments.count {
            throw UsageError(message: "unexpected argument '\(positionals[spec.arguments.count])'", spec: spec)
        }
    }
}
