import Handlers
import TraceKit
import UIKitModel

/// How a trace event reads in pictures: a short label for a tick, and its values as
/// named numbers (the plot's tooltips, the Perfetto instants' args).
enum EventText {
    /// `willShow`, `contentSize`, `dragMove`: the type, without the `keyboard` prefix.
    static func label(_ event: Event) -> String {
        let type = typeName(event)
        guard type.hasPrefix("keyboard") else { return type }
        let rest = type.dropFirst("keyboard".count)
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// The type as traces spell it.
    static func typeName(_ event: Event) -> String { event.type.name }

    /// The event's values, in the order the trace format lists its keys, numbers written
    /// as in frames: `[("end.y", "516"), ("duration", "0.25"), ("curve", "7")]`. An app
    /// event's are its declared fields' (every value it has, defaults included).
    static func values(_ event: Event) -> [(name: String, value: String)] {
        func number(_ x: Double) -> String { DecimalFormat.string(x) }
        switch event {
        case .world(.keyboard(let notification)):
            var values: [(String, String)] = []
            if let end = notification.end {
                values += [("end.y", number(end.y)), ("end.height", number(end.height))]
            }
            values.append(("duration", DecimalFormat.string(nanoseconds: notification.duration)))
            values.append(("curve", "\(notification.curve.rawValue)"))
            return values
        case .world(.contentSize(let height)): return [("height", number(height))]
        case .world(.dragBegin(let y)), .world(.dragMove(let y)): return [("y", number(y))]
        case .world(.dragEnd(let y, let velocity)):
            return [("y", number(y))] + (velocity.map { [("velocity", number($0))] } ?? [])
        case .world(.tap(let y)): return y.map { [("y", number($0))] } ?? []
        case .world(.geometry): return []
        case .app(let app):
            var values: [(String, String)] = []
            for (field, value) in zip(app.type.fields, app.values) {
                switch value {
                case .number(let x): values.append((field.name, number(x)))
                case .flag(let flag): values.append((field.name, flag ? "true" : "false"))
                case .string(let text): values.append((field.name, text))
                case .frame(let frame): values += [("\(field.name).y", number(frame.y)), ("\(field.name).height", number(frame.height))]
                case .absent: break
                }
            }
            return values
        }
    }

    /// `willShow end.y 516, duration 0.25, curve 7`: one line for a tooltip.
    static func summary(_ event: Event) -> String {
        let values = values(event).map { "\($0.name) \($0.value)" }.joined(separator: ", ")
        return values.isEmpty ? typeName(event) : typeName(event) + " " + values
    }
}
