/// When `assertReplay` writes a golden, as snapshot-testing tools have it.
///
/// The default comes from the environment variable `KBREPLAY_RECORD` (`all`, `missing`,
/// `failed` or `never`; `missing` when unset). When `CI` is set (to anything but `false`
/// or `0`), nothing is ever recorded: every mode acts as `.never`.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every golden whose bytes would change.
    case all
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write goldens that are missing, invalid or differ beyond the tolerance.
    case failed
    /// Never write a golden: a missing one fails.
    case never

    /// The mode `KBREPLAY_RECORD` asks for in `environment`, or `.missing`.
    public static func fromEnvironment(_ environment: [String: String]) -> RecordMode {
        environment["KBREPLAY_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) } ?? .missing
    }

    /// Whether `environment` says the tests run in CI (`CI` set, and not `false` or `0`).
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// The mode that applies: `requested` (or the environment's), `.never` in CI.
    public static func effective(_ requested: RecordMode?, environment: [String: String]) -> RecordMode {
        if isCI(environment) { return .never }
        return requested ?? fromEnvironment(environment)
    }
}
