/// How a run ends, after sysexits as swift-argument-parser does.
///
/// When a command handles several traces, the *worst* code wins, in this order (worst
/// first): `usage` (64), `ioError` (74), `dataError` (65), `failure` (1), `success` (0).
/// An invocation problem outranks a broken environment, which outranks bad input data,
/// which outranks a difference: a script sees the problem it must fix first.
public struct ExitCode: Error, RawRepresentable, Equatable, Sendable, CustomStringConvertible {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    public static let success = ExitCode(rawValue: 0)
    /// Differences or failed checks, a missing golden included.
    public static let failure = ExitCode(rawValue: 1)
    /// The command line is wrong (EX_USAGE).
    public static let usage = ExitCode(rawValue: 64)
    /// A trace or golden is malformed (EX_DATAERR).
    public static let dataError = ExitCode(rawValue: 65)
    /// A file could not be read or written (EX_IOERR).
    public static let ioError = ExitCode(rawValue: 74)

    /// Higher is worse; see the type's documentation.
    var severity: Int {
        switch rawValue {
        case 0: 0
        case 1: 1
        case 65: 2
        case 74: 3
        default: 4
        }
    }

    /// The worse of two codes.
    func combined(with other: ExitCode) -> ExitCode {
        other.severity > severity ? other : self
    }

    public var description: String { "\(rawValue)" }
}
