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

    /// The type as traces spell it (a custom event's own name).
    static func typeName(_ event: Event) -> String {
        if case .custom(let custom) = event { return custom.type }
        return event.type.rawValue
    }

    /// The event's values, in the order the trace format lists its keys, numbers written
    /// as in frames: `[("end.y", "516"), ("duration", "0.25"), ("curve", "7")]`.
    static func values(_ event: Event) -> [(name: String, value: String)] {
        func number(_ x: Double) -> String { DecimalFormat.string(x) }
        switch event {
        case .keyboard(let notification):
            var values: [(String, String)] = []
            if let end = notification.end {
                values += [("end.y", number(end.y)), ("end.height", number(end.height))]
            }
            values.append(("duration", DecimalFormat.string(nanoseconds: notification.duration)))
            values.append(("curve", "\(notification.curve.rawValue)"))
            return values
        case .contentSize(let height), .composerLayout(let height): return [("height", number(height))]
        case .extraBottomInset(let value): return [("value", number(value))]
        case .pinToTopEnabled(let value): return [("value", value ? "true" : "false")]
        case .dragBegin(let y), .dragMove(let y): return [("y", number(y))]
        case .dragEnd(let y, let velocity):
            return [("y", number(y))] + (velocity.map { [("velocity", number($0))] } ?? [])
        case .tap(let y): return y.map { [("y", number($0))] } ?? []
        case .scrollToBottom(let animated): return [("animated", animated ? "true" : "false")]
        case .focus(let y, let height): return [("y", number(y)), ("height", number(height))]
        case .custom(let custom): return zip(custom.names, custom.values).map { ($0, number($1)) }
        case .send, .scrollToTopTrigger, .tapScrollToBottom, .blur, .layoutPass: return []
        }
    }

    /// `willShow end.y 516, duration 0.25, curve 7`: one line for a tooltip.
    static func summary(_ event: Event) -> String {
        let values = values(event).map { "\($0.name) \($0.value)" }.joined(separator: ", ")
        return values.isEmpty ? typeName(event) : typeName(event) + " " + values
    }
}
