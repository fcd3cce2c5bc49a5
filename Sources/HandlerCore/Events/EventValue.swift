import UIKitModel

/// The value of one field of an event: a number, a flag, a string, a frame or a duration,
/// or nothing for an optional field left out.
///
/// Literals make one: `["height": 48]`, `["shown": true]`, `["label": "Send"]`.
public enum EventValue: Equatable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByStringLiteral
{
    case number(Double)
    case flag(Bool)
    case string(String)
    case frame(Rect)
    /// A length of time to the nanosecond, as `t` is kept (a keyboard animation's duration).
    case duration(Nanoseconds)
    /// An optional field left out, with no default.
    case absent

    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .flag(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    /// The number (a duration's in seconds), or 0 for any other value.
    public var number: Double {
        switch self {
        case .number(let value): value
        case .duration(let nanoseconds): Time.seconds(nanoseconds)
        default: 0
        }
    }

    /// The number, or nil for any other value.
    public var numberIfAny: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The duration (a number's, read as seconds, when it is one), or nil for any other value.
    public var duration: Nanoseconds? {
        switch self {
        case .duration(let nanoseconds): nanoseconds
        case .number(let seconds) where seconds.magnitude < 9e9: Time.nanoseconds(fromSeconds: seconds)
        default: nil
        }
    }

    /// The flag, or false for any other value.
    public var flag: Bool {
        if case .flag(let value) = self { return value }
        return false
    }

    /// The string, or nil for any other value.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The frame, or nil for any other value.
    public var frame: Rect? {
        if case .frame(let value) = self { return value }
        return nil
    }

    /// The kind of field that holds this value (`.absent` fits any, and is a number here).
    var fieldKind: EventField.Kind {
        switch self {
        case .number, .absent: .number(.signedPoints)
        case .flag: .flag
        case .string: .string
        case .frame: .frame
        case .duration: .duration
        }
    }
}
