import UIKitModel

/// The range a configured or recorded number must lie in.
///
/// Every number must also be finite; the limits are those of the trace format.
public enum ValueRange: Equatable, Sendable {
    /// `0...1e7`: lengths, heights, thresholds.
    case points
    /// `-1e7...1e7`: origins, velocities.
    case signedPoints
    /// `> 0`, at most 1e7.
    case positivePoints
    /// `0...3600` seconds.
    case seconds
    /// `0...1`: opacities, fractions.
    case unit
}

/// A key of a handler's `config`: its name, its kind and its default.
public struct ConfigKey: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case number(ValueRange, default: Double)
        case flag(default: Bool)
        /// One of these names.
        case choice([String], default: String)
    }

    /// The key in `config` (case-sensitive).
    public let name: String
    public let kind: Kind
    /// One sentence for the reference and the schema.
    public let summary: String

    public init(_ name: String, _ kind: Kind, summary: String = "") {
        self.name = name
        self.kind = kind
        self.summary = summary
    }

    /// The key's default value.
    public var defaultValue: ConfigValue {
        switch kind {
        case .number(_, let value): .number(value)
        case .flag(let value): .flag(value)
        case .choice(_, let value): .choice(value)
        }
    }
}

/// A value of a `config` key.
public enum ConfigValue: Equatable, Sendable {
    case number(Double)
    case flag(Bool)
    case choice(String)
}

/// A handler's configuration: a value for each of its keys, defaults where the trace
/// gives none.
public struct HandlerConfig: Equatable, Sendable {
    public let keys: [ConfigKey]
    public private(set) var values: [ConfigValue]

    /// Every key at its default.
    public init(keys: [ConfigKey]) {
        self.keys = keys
        values = keys.map(\.defaultValue)
    }

    /// The value of `name`, if the handler has that key.
    public func value(_ name: String) -> ConfigValue? {
        keys.firstIndex { $0.name == name }.map { values[$0] }
    }

    /// The number `name`, or `fallback` if it is not a number key of this handler.
    public func number(_ name: String, or fallback: Double = 0) -> Double {
        if case .number(let number) = value(name) { return number }
        return fallback
    }

    /// The flag `name` (false if it is not a flag key of this handler).
    public func flag(_ name: String) -> Bool {
        if case .flag(let flag) = value(name) { return flag }
        return false
    }

    /// The choice `name` (empty if it is not a choice key of this handler).
    public func choice(_ name: String) -> String {
        if case .choice(let choice) = value(name) { return choice }
        return ""
    }

    /// Sets `name` to `value`; does nothing for a key the handler does not have.
    public mutating func set(_ name: String, to value: ConfigValue) {
        guard let index = keys.firstIndex(where: { $0.name == name }) else { return }
        values[index] = value
    }

    /// The entries whose values differ from their defaults, in key order.
    public var changedEntries: [(key: ConfigKey, value: ConfigValue)] {
        zip(keys, values).filter { $0.defaultValue != $1 }.map { ($0, $1) }
    }
}

/// Config values as literals: `["pinToTopEnabled": true, "chatGap": 12, "keyboardPolicy": "push"]`.
extension ConfigValue: ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral
{
    public init(booleanLiteral value: Bool) { self = .flag(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .choice(value) }
}
