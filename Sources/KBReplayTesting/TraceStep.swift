/// One event of a trace built in code: its time in seconds and the event, made once the
/// screen is known (keyboard frames are docked or hidden on it).
public struct TraceStep: Sendable {
    /// Seconds from the trace's start.
    public let time: Double
    let make: @Sendable (Screen) -> Event

    /// An event at `time` seconds that does not depend on the screen.
    public init(at time: Double, _ event: Event) {
        self.time = time
        self.make = { _ in event }
    }

    /// An event at `time` seconds made from the trace's screen.
    public init(at time: Double, _ make: @escaping @Sendable (Screen) -> Event) {
        self.time = time
        self.make = make
    }
}

/// Collects the `TraceStep`s of `Trace.build { ... }`: one per line, with `if`, `for` and
/// `if #available`-free conditionals.
@resultBuilder
public enum TraceBuilder {
    public static func buildExpression(_ step: TraceStep) -> [TraceStep] { [step] }
    public static func buildExpression(_ steps: [TraceStep]) -> [TraceStep] { steps }
    public static func buildBlock(_ parts: [TraceStep]...) -> [TraceStep] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TraceStep]?) -> [TraceStep] { part ?? [] }
    public static func buildEither(first part: [TraceStep]) -> [TraceStep] { part }
    public static func buildEither(second part: [TraceStep]) -> [TraceStep] { part }
    public static func buildArray(_ parts: [[TraceStep]]) -> [TraceStep] { parts.flatMap { $0 } }
}
