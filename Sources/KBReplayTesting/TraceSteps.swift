import Handlers

/// An event of a handler's own type, with its fields by name: numbers, flags, strings and
/// frames (`custom(at: 0.3, "buttonShown", ["shown": true])`). `Trace.build` checks it
/// against the handler's declaration.
public func custom(at time: Double, _ type: String, _ fields: KeyValuePairs<String, EventValue> = [:]) -> TraceStep {
    TraceStep(at: time, .app(AppEvent(type, fields)))
}
