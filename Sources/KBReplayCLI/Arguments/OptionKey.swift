/// An option of a command, declared once (a static constant of the command or of the type
/// it reads into): its spec, for parsing and help, and how its value reads. A command
/// reads it typed, `try parsed[Self.tolerance]`: a misspelt option does not compile.
struct OptionKey<Value>: DeclaredOption, Sendable {
    let option: CommandSpec.Option
    /// The value from the text given (`nil`: the option was not given; a flag reads `""`),
    /// or a usage error against the command's spec.
    let read: @Sendable (String?, CommandSpec) throws(UsageError) -> Value

    init(_ option: CommandSpec.Option, read: @escaping @Sendable (String?, CommandSpec) throws(UsageError) -> Value) {
        self.option = option
        self.read = read
    }
}

extension OptionKey<String?> {
    /// An option whose value is its text: `-o, --output <file>`.
    init(long: String, short: String? = nil, valueName: String, help: String, required: Bool = false) {
        self.init(CommandSpec.Option(long: long, short: short, valueName: valueName, help: help, required: required)) {
            text, _ in text
        }
    }
}

extension OptionKey<Bool> {
    /// A flag: `--all-frames`, true when given.
    init(flag long: String, help: String) {
        self.init(CommandSpec.Option(long: long, short: nil, valueName: nil, help: help)) { text, _ in text != nil }
    }
}

/// What a spec lists as an option: an `OptionKey`, or a spec's bare `Option`.
protocol DeclaredOption {
    var option: CommandSpec.Option { get }
}

extension CommandSpec.Option: DeclaredOption {
    var option: CommandSpec.Option { self }
}
