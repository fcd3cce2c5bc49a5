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
    /// A whole number of frames, `0...10` (js-padding's `lagFrames`).
    case frames
}

/// A key of a handler's `config`: its name, its kind and its default.
///
/// Stored flattened (the kind's payloads in fields of their own): an enum with several
/// payloads keeps its case in a pointer's spare bits, which leak checkers cannot follow
/// from the static schemas that hold these keys.
public struct ConfigKey: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case number(ValueRange, default: Double)
        case flag(default: Bool)
        /// One of these names.
        case choice([String], default: String)
    }

    private enum Shape: Equatable, Sendable {
        case number, flag, choice
    }

    /// The key in `config` (case-sensitive).
    public let name: String
    /// One sentence for the reference and the schema.
    public let summary: String
    private let shape: Shape
    private let range: ValueRange
    private let defaultNumber: Double
    private let defaultFlag: Bool
    private let choices: [String]
    private let defaultChoice: String

    public init(_ name: String, _ kind: Kind, summary: String = "") {
        self.name = name
        self.summary = summary
        var shape = Shape.number
        var range = ValueRange.points
        var defaultNumber = 0.0
        var defaultFlag = false
        var choices: [String] = []
        var defaultChoice = ""
        switch kind {
        case .number(let valueRange, let value):
            range = valueRange
            defaultNumber = value
        case .flag(let value):
            shape = .flag
            defaultFlag = value
        case .choice(let names, let value):
            shape = .choice
            choices = names
            defaultChoice = value
        }
        self.shape = shape
        self.range = range
        self.defaultNumber = defaultNumber
        self.defaultFlag = defaultFlag
        self.choices = choices
        self.defaultChoice = defaultChoice
    }

    /// What values the key takes, and its default.
    public var kind: Kind {
        switch shape {
        case .number: .number(range, default: defaultNumber)
        case .flag: .flag(default: defaultFlag)
        case .choice: .choice(choices, default: defaultChoice)
        }
    }

    /// The key's default value.
    public var defaultValue: ConfigValue {
        switch shape {
        case .number: .number(defaultNumber)
        case .flag: .flag(defaultFlag)
        case .choice: .choice(defaultChoice)
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

    /// The value of `setting`: the config's, or the setting's default for a config that
    /// does not have its key (another handler's); setting it there does nothing.
    ///
    /// What handler code reads: typed, so a mistyped name does not compile and the
    /// default is the one the setting declares.
    public subscript<Value>(setting: Setting<Value>) -> Value {
        get { value(setting.name).flatMap(Value.init(configValue:)) ?? setting.defaultValue }
        set { set(setting.name, to: newValue.configValue) }
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
