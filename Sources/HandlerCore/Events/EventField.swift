/// One key of an event type besides `t` and `type`: its name, the values it takes,
/// whether a trace may leave it out (and what it then is) and one sentence about it.
///
/// The decoder, the writer, the schema, the reference, the plot's text, the shrinker and
/// the trace builder read it; none spells the key again.
public struct EventField: Equatable, Sendable {
    /// The values a field takes.
    public enum Kind: Equatable, Sendable {
        case number(ValueRange)
        case flag
        case string
        /// An object `{x, y, width, height}` in screen points.
        case frame
        /// Seconds, kept to the nanosecond as `t` is (`EventValue.duration`) and written as
        /// the exact decimal of their nanoseconds.
        case duration
        /// A UIKit animation curve: 0, 1, 2, 3 or 7 (keyboard notifications).
        case curve
    }

    /// Whether a trace must give the field, and what it is when left out.
    public enum Presence: Equatable, Sendable {
        case required
        /// May be left out: then `EventValue.absent`, described in words for the reference.
        case optional(described: String)
        /// May be left out: then this value (and the writer leaves out a value equal to it).
        case defaulted(EventValue)
    }

    public let name: String
    public let kind: Kind
    public let presence: Presence
    /// One sentence for the reference and the schema.
    public let summary: String

    public init(_ name: String, _ kind: Kind, _ presence: Presence = .required, summary: String = "") {
        self.name = name
        self.kind = kind
        self.presence = presence
        self.summary = summary
    }

    /// A required number in `range`.
    public static func number(_ name: String, _ range: ValueRange, summary: String = "") -> EventField {
        EventField(name, .number(range), summary: summary)
    }

    /// A required flag.
    public static func flag(_ name: String, summary: String = "") -> EventField {
        EventField(name, .flag, summary: summary)
    }

    /// A required string.
    public static func string(_ name: String, summary: String = "") -> EventField {
        EventField(name, .string, summary: summary)
    }

    /// A required frame.
    public static func frame(_ name: String, summary: String = "") -> EventField {
        EventField(name, .frame, summary: summary)
    }

    public var isRequired: Bool { presence == .required }

    /// The value a trace that leaves the field out gets.
    public var defaultValue: EventValue {
        if case .defaulted(let value) = presence { return value }
        return .absent
    }
}
