import UIKitModel

/// One event of a trace built in code (`Trace.build`, in KBReplayTesting): its time in seconds and the event, made once the
/// screen is known (keyboard frames are docked or hidden on it).
public struct TraceStep: Sendable {
    /// Seconds from the trace's start.
    public let time: Double
    /// Makes the event on the trace's screen.
    public let make: @Sendable (Screen) -> Event

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


extension TraceStep {
    /// An event of `type` at `time` seconds, with its fields by name; fields left out get
    /// their defaults (the builder step every event type has, the world's and the apps').
    public init(at time: Double, _ type: EventType, _ fields: KeyValuePairs<String, EventValue> = [:]) {
        var values = type.fields.map(\.defaultValue)
        var declared = true
        for (name, value) in fields {
            if let index = type.fieldIndex(name) { values[index] = value } else { declared = false }
        }
        // A world input's values make its input. A field the type does not declare, or
        // values that make no input, make an event of an undeclared type of that name,
        // which the trace's check then rejects, naming the key.
        if declared, let input = type.input(from: EventValues(values)) {
            self.init(at: time, .world(input))
            return
        }
        let event = declared && !type.isWorldInput
            ? AppEvent(type, values) : AppEvent(named: type.name, fields: fields.map { ($0.key, $0.value) })
        self.init(at: time, .app(event))
    }
}
