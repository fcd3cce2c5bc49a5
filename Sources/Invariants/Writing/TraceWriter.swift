import InsetEngine
import TraceKit

/// Writes a `Trace` as a `NAME.trace.json` file in the compact style of the files in
/// `Traces/`: one key per line at the top, one event per line.
///
/// The text parses back (`TraceParser.parse`) to an equal `Trace`: times are written as
/// the exact decimal of their nanoseconds, numbers in their shortest round-trip form, and
/// every value whose default depends on something else (`duration`, `safeBottom`) is
/// written out. Values equal to the format's defaults are left out (`fps` 60, the
/// viewport as high as the screen, `topInset` 0, `offset` `"bottom"`, a composer of 48,
/// default `config` entries).
public enum TraceWriter {
    public static func json(_ trace: Trace) -> String {
        let scenario = trace.scenario
        var lines: [String] = []
        lines.append("\"kbtrace\": 1")
        lines.append("\"name\": \(string(trace.name))")
        if let description = trace.description { lines.append("\"description\": \(string(description))") }
        if trace.fps != 60 { lines.append("\"fps\": \(trace.fps)") }
        lines.append("\"duration\": \(seconds(trace.duration))")
        let screen = scenario.screen
        lines.append("\"screen\": " + object([
            ("width", number(screen.width)), ("height", number(screen.height)),
            ("safeTop", number(screen.safeTop)), ("safeBottom", number(screen.safeBottom)),
        ]))
        var scrollView: [(String, String)] = []
        if scenario.viewportHeight != screen.height { scrollView.append(("height", number(scenario.viewportHeight))) }
        if scenario.topInset != 0 { scrollView.append(("topInset", number(scenario.topInset))) }
        scrollView.append(("contentHeight", number(scenario.contentHeight)))
        switch scenario.initialOffset {
        case .bottom: break
        case .top: scrollView.append(("offset", string("top")))
        case .value(let value): scrollView.append(("offset", number(value)))
        }
        lines.append("\"scrollView\": " + object(scrollView))
        if scenario.composerHeight != 48 {
            lines.append("\"composer\": " + object([("height", number(scenario.composerHeight))]))
        }
        let config = configuration(scenario.configuration)
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

    /// The `config` entries that differ from the defaults: the flags, then the constants
    /// in `engine.md` order.
    static func configuration(_ configuration: Configuration) -> [(String, String)] {
        let defaults = Configuration()
        var entries: [(String, String)] = []
        if configuration.pinToTopEnabled != defaults.pinToTopEnabled {
            entries.append(("pinToTopEnabled", "\(configuration.pinToTopEnabled)"))
        }
        if configuration.deferPinWhileKeyboardHides != defaults.deferPinWhileKeyboardHides {
            entries.append(("deferPinWhileKeyboardHides", "\(configuration.deferPinWhileKeyboardHides)"))
        }
        if configuration.keyboardPolicy != defaults.keyboardPolicy {
            entries.append(("keyboardPolicy", string(configuration.keyboardPolicy.rawValue)))
        }
        for constant in Configuration.numericConstants
        where configuration[keyPath: constant.keyPath] != defaults[keyPath: constant.keyPath] {
            entries.append((constant.name, number(configuration[keyPath: constant.keyPath])))
        }
        return entries
    }

    /// One event on one line.
    static func event(_ timed: TimedEvent) -> String {
        var fields: [(String, String)] = [("t", seconds(timed.time))]
        switch timed.event {
        case .keyboard(let notification):
            fields.append(("type", string(EventNames.keyboard(notification.kind))))
            if let begin = notification.begin { fields.append(("begin", rect(begin))) }
            if let end = notification.end { fields.append(("end", rect(end))) }
            fields.append(("duration", seconds(notification.duration)))
            fields.append(("curve", "\(notification.curve.rawValue)"))
        case .contentSize(let height):
            fields.append(("type", string("contentSize")))
            fields.append(("height", number(height)))
        case .composerLayout(let height):
            fields.append(("type", string("composerLayout")))
            fields.append(("height", number(height)))
        case .extraBottomInset(let value):
            fields.append(("type", string("extraBottomInset")))
            fields.append(("value", number(value)))
        case .send:
            fields.append(("type", string("send")))
        case .scrollToTopTrigger:
            fields.append(("type", string("scrollToTopTrigger")))
        case .pinToTopEnabled(let enabled):
            fields.append(("type", string("pinToTopEnabled")))
            fields.append(("value", "\(enabled)"))
        case .dragBegin(let y):
            fields.append(("type", string("dragBegin")))
            fields.append(("y", number(y)))
        case .dragMove(let y):
            fields.append(("type", string("dragMove")))
            fields.append(("y", number(y)))
        case .dragEnd(let y, let velocity):
            fields.append(("type", string("dragEnd")))
            fields.append(("y", number(y)))
            if let velocity { fields.append(("velocity", number(velocity))) }
        case .tap(let y):
            fields.append(("type", string("tap")))
            if let y { fields.append(("y", number(y))) }
        case .tapScrollToBottom:
            fields.append(("type", string("tapScrollToBottom")))
        }
        return object(fields)
    }

    static func rect(_ rect: Rect) -> String {
        object([("x", number(rect.x)), ("y", number(rect.y)), ("width", number(rect.width)), ("height", number(rect.height))])
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A double in its shortest round-trip form, without a trailing `.0`; `-0` as `0`.
    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "a trace holds finite numbers only")
        if value == 0 { return "0" }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Nanoseconds as exact decimal seconds, at least one decimal (`2.0`, `0.25`, `0.000000001`).
    static func seconds(_ nanoseconds: Nanoseconds) -> String {
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

    /// A JSON string with minimal escaping.
    static func string(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
