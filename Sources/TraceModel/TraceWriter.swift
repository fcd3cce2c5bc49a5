import HandlerCore
import UIKitModel

/// Writes a `Trace` as a `NAME.trace.json` file in the compact style of the files in
/// `Traces/`: one key per line at the top, one event per line.
///
/// The text parses back (`TraceParser.parse`) to an equal `Trace`: times are written as
/// the exact decimal of their nanoseconds, numbers in their shortest round-trip form, and
/// every value whose default depends on something else (`duration`, `safeBottom`) is
/// written out. Values equal to the format's defaults are left out (the default handler,
/// `fps` 60, the viewport as high as the view (the screen without one), `topInset` 0, `offset` `"bottom"`, a
/// composer of 48, default `config` entries). Event names and fields are their `EventType`'s; strings are
/// escaped as frames escape them.
public enum TraceWriter {
    public static func json(_ trace: Trace) -> String {
        let scenario = trace.scenario
        var lines: [String] = []
        lines.append("\"kbtrace\": 1")
        lines.append("\"name\": \(string(trace.name))")
        if trace.handler.name != HandlerSchema.defaultName { lines.append("\"handler\": \(string(trace.handler.name))") }
        if let description = trace.description { lines.append("\"description\": \(string(description))") }
        if trace.fps != 60 { lines.append("\"fps\": \(trace.fps)") }
        lines.append("\"duration\": \(seconds(trace.duration))")
        let screen = scenario.screen
        var screenKeys = [
            ("width", number(screen.width)), ("height", number(screen.height)),
            ("safeTop", number(screen.safeTop)), ("safeBottom", number(screen.safeBottom)),
        ]
        if screen.idiom != .phone { screenKeys.append(("idiom", string(screen.idiom.rawValue))) }
        lines.append("\"screen\": " + object(screenKeys))
        var scrollView: [(String, String)] = []
        let viewHeight = (scenario.view ?? ViewFrame(filling: screen)).height
        if scenario.viewportHeight != viewHeight { scrollView.append(("height", number(scenario.viewportHeight))) }
        if scenario.topInset != 0 { scrollView.append(("topInset", number(scenario.topInset))) }
        scrollView.append(("contentHeight", number(scenario.contentHeight)))
        switch scenario.initialOffset {
        case .bottom: break
        case .top: scrollView.append(("offset", string("top")))
        case .value(let value): scrollView.append(("offset", number(value)))
        }
        lines.append("\"scrollView\": " + object(scrollView))
        if let frame = scenario.keyboardFrame {
            lines.append("\"keyboard\": " + object([("frame", rect(frame))]))
        }
        if let view = scenario.view {
            lines.append("\"view\": " + object([("top", number(view.top)), ("bottom", number(view.bottom))]))
        }
        if scenario.composerHeight != Scenario.defaultComposerHeight {
            lines.append("\"composer\": " + object([("height", number(scenario.composerHeight))]))
        }
        let config = configuration(scenario.config)
        if !config.isEmpty { lines.append("\"config\": " + object(config)) }
        if let expected = trace.expectedViolations {
            lines.append("\"expect\": {\"violations\": [\(expected.map(string).joined(separator: ", "))]}")
        }
        if trace.events.isEmpty {
            lines.append("\"events\": []")
        } else {
            let events = trace.events.map { "    " + event($0) }.joined(separator: ",\n")
            lines.append("\"events\": [\n\(events)\n  ]")
        }
        return "{\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
    }

    /// The `config` entries that differ from the defaults, in the handler's key order.
    public static func configuration(_ config: HandlerConfig) -> [(String, String)] {
        config.changedEntries.map { entry in
            switch entry.value {
            case .number(let value): (entry.key.name, number(value))
            case .flag(let flag): (entry.key.name, "\(flag)")
            case .choice(let name): (entry.key.name, string(name))
            }
        }
    }

    /// One event on one line: its fields as its type declares them, in the order its
    /// declaration writes them (`WorldInputCoding.writtenOrder`), every value but one left
    /// out or equal to its default.
    public static func event(_ timed: TimedEvent) -> String {
        let type = timed.event.type
        let values = timed.event.values
        var fields: [(String, String)] = [("t", seconds(timed.time)), ("type", string(type.name))]
        for index in type.coding?.writtenOrder ?? Array(type.fields.indices) where index < values.count {
            let field = type.fields[index]
            let value = values[index]
            if case .defaulted(let defaultValue) = field.presence, value == defaultValue { continue }
            // A dotted field is a member of the object its first part names.
            let parts = field.name.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, case .number(let value) = value {
                let member = "\(string(parts[1])): \(number(value))"
                if let last = fields.last, last.0 == parts[0] {
                    fields[fields.count - 1].1 = String(last.1.dropLast()) + ", " + member + "}"
                } else {
                    fields.append((parts[0], "{" + member + "}"))
                }
                continue
            }
            switch value {
            case .number(let value): fields.append((field.name, number(value)))
            case .flag(let flag): fields.append((field.name, "\(flag)"))
            case .string(let text): fields.append((field.name, string(text)))
            case .frame(let frame): fields.append((field.name, rect(frame)))
            case .duration(let nanoseconds): fields.append((field.name, seconds(nanoseconds)))
            case .absent: break
            }
        }
        return object(fields)
    }

    public static func rect(_ rect: Rect) -> String {
        object([("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)), ("height", number(rect.height))])
    }

    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A double in its shortest round-trip form, without a trailing `.0`; `-0` as `0`.
    public static func number(_ value: Double) -> String {
        precondition(value.isFinite, "a trace holds finite numbers only")
        if value == 0 { return "0" }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Nanoseconds as exact decimal seconds, at least one decimal (`2.0`, `0.25`, `0.000000001`).
    public static func seconds(_ nanoseconds: Nanoseconds) -> String {
        let sign = nanoseconds < 0 ? "-" : ""
        let magnitude = nanoseconds.magnitude
        let whole = magnitude / 1_000_000_000
        let fraction = magnitude % 1_000_000_000
        guard fraction != 0 else { return "\(sign)\(whole).0" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 9 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(sign)\(whole).\(digits)"
    }

    /// A JSON string with minimal escaping, as frames are written.
    public static func string(_ value: String) -> String {
        JSONStringFormat.literal(value)
    }
}
