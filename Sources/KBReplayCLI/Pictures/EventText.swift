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
    /// as in frames: `[("end.y", "516"), ("duration", "0.25"), ("curve", "7")]`: every
    /// value it has, defaults included, of the fields its declaration shows
    /// (`WorldInputCoding.shownFields`; all of an app event's).
    static func values(_ event: Event) -> [(name: String, value: String)] {
        func number(_ x: Double) -> String { DecimalFormat.string(x) }
        let type = event.type
        let values = event.values
        var shown: [(String, String)] = []
        for index in type.coding?.shownFields ?? Array(type.fields.indices) where index < values.count {
            let name = type.fields[index].name
            switch values[index] {
            case .number(let x): shown.append((name, number(x)))
            case .flag(let flag): shown.append((name, flag ? "true" : "false"))
            case .string(let text): shown.append((name, text))
            case .frame(let frame): shown += [("\(name).y", number(frame.y)), ("\(name).height", number(frame.height))]
            case .duration(let nanoseconds): shown.append((name, DecimalFormat.string(nanoseconds: nanoseconds)))
            case .absent: break
            }
        }
        return shown
    }

    /// `willShow end.y 516, duration 0.25, curve 7`: one line for a tooltip.
    static func summary(_ event: Event) -> String {
        let values = values(event).map { "\($0.name) \($0.value)" }.joined(separator: ", ")
        return values.isEmpty ? typeName(event) : typeName(event) + " " + values
    }
}
