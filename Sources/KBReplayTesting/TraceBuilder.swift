import Handlers

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
