import HandlerCore
import UIKitModel
import TraceModel

/// How big a trace is, for shrinking: its events, its duration, and how many digits
/// its numbers take beyond the usual values.
///
/// A shrink step is only taken to a trace that is no bigger in any of the three and
/// smaller in at least one (`isSmaller(than:)`), so shrinking never grows a trace and
/// always ends.
public struct TraceSize: Equatable, Sendable, CustomStringConvertible {
    public var events: Int
    public var duration: Nanoseconds
    /// Significant decimal digits of every number that differs from its usual value
    /// (the format's default, or the keyboard's 0.25 s and curve 7), plus one for each
    /// optional field present and each non-default flag.
    public var digits: Int

    public init(of trace: Trace) {
        events = trace.events.count
        duration = trace.duration
        digits = Self.digits(of: trace)
    }

    /// No bigger in any measure, smaller in one.
    public func isSmaller(than other: TraceSize) -> Bool {
        events <= other.events && duration <= other.duration && digits <= other.digits && self != other
    }

    public var description: String {
        "\(events) events, \(TraceWriter.seconds(duration)) s, \(digits) digits"
    }

    static func digits(of trace: Trace) -> Int {
        let scenario = trace.scenario
        let screen = scenario.screen
        var total = trace.fps == 60 ? 0 : 1 + significantDigits(Double(trace.fps))
        total += significantDigits(screen.width) + significantDigits(screen.height)
        total += significantDigits(screen.safeTop) + significantDigits(screen.safeBottom)
        // The viewport's default is the view's height (the screen's without a view).
        let view = scenario.view ?? ViewFrame(filling: screen)
        if scenario.viewportHeight != view.height { total += 1 + significantDigits(scenario.viewportHeight) }
        if let view = scenario.view { total += 1 + significantDigits(view.top) + significantDigits(view.bottom) }
        if let frame = scenario.keyboardFrame {
            total += 1 + significantDigits(frame.x) + significantDigits(frame.y) + significantDigits(frame.width)
                + significantDigits(frame.height)
        }
        total += significantDigits(scenario.topInset) + significantDigits(scenario.contentHeight)
        switch scenario.initialOffset {
        case .bottom: break
        case .top: total += 1
        case .value(let value): total += 1 + significantDigits(value)
        }
        if scenario.composerHeight != Scenario.defaultComposerHeight { total += significantDigits(scenario.composerHeight) }
        for (_, value) in TraceWriter.configuration(scenario.config) {
            total += 1 + significantDigits(text: value)
        }
        for timed in trace.events {
            total += significantDigits(text: TraceWriter.seconds(timed.time))
            total += digits(of: timed.event)
        }
        return total
    }

    /// An event's digits: a world input's as its declaration counts them
    /// (`WorldInputCoding.digits`), else from its fields' declarations: each number's,
    /// plus one for an optional field present; flags and strings count none, frames their
    /// numbers', durations their seconds'.
    static func digits(of event: Event) -> Int {
        let type = event.type
        if case .world(let input) = event, let count = type.coding?.digits {
            return count(input, { digits(of: $0) })
        }
        let values = event.values
        var total = 0
        for (index, field) in type.fields.enumerated() where index < values.count {
            let value = values[index]
            if case .optional = field.presence, value != .absent { total += 1 }
            total += digits(of: value)
        }
        return total
    }

    /// The digits of one value: a number's, a frame's numbers', a duration's seconds'.
    static func digits(of value: EventValue) -> Int {
        switch value {
        case .number(let number): significantDigits(number)
        case .frame(let frame): digits(of: frame)
        case .duration(let nanoseconds): significantDigits(text: TraceWriter.seconds(nanoseconds))
        case .flag, .string, .absent: 0
        }
    }

    static func digits(of rect: Rect) -> Int {
        significantDigits(rect.x) + significantDigits(rect.y) + significantDigits(rect.width) + significantDigits(rect.height)
    }

    /// Significant digits of a number's shortest form: `336` 3, `340` 2, `0.25` 2, `0` 0.
    static func significantDigits(_ value: Double) -> Int {
        significantDigits(text: TraceWriter.number(value))
    }

    static func significantDigits(text: String) -> Int {
        var mantissa = Substring(text)
        if let exponent = mantissa.firstIndex(where: { $0 == "e" || $0 == "E" }) { mantissa = mantissa[..<exponent] }
        var digits = mantissa.filter { $0.isASCII && $0.isNumber }
        while digits.first == "0" { digits.removeFirst() }
        while digits.last == "0" { digits.removeLast() }
        return digits.count
    }
}
