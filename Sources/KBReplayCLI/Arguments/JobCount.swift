/// `-j N` / `--jobs N` of `check` and `record`: how many traces to work on at once.
/// The output is the same whatever the number; only the time changes.
struct JobCount: Equatable {
    /// `nil`: the environment's processor count.
    var value: Int?

    static let option = OptionKey(
        CommandSpec.Option(
            long: "--jobs", short: "-j", valueName: "n",
            help: "Work on <n> traces at once (default: the number of\nprocessors). The output is the same for any <n>.")
    ) { text, spec throws(UsageError) in try JobCount(parsing: text, spec: spec) }

    init(_ value: Int? = nil) {
        self.value = value
    }

    init(parsing text: String?, spec: CommandSpec) throws(UsageError) {
        guard let text else {
            self.init()
            return
        }
        guard let count = Int(text), count >= 1 else {
            throw UsageError(message: "invalid value '\(text)' for '--jobs <n>': expected a whole number of at least 1", spec: spec)
        }
        self.init(count)
    }

    /// The number of jobs in `environment`.
    func count(in environment: Environment) -> Int {
        max(1, value ?? environment.processorCount)
    }
}
