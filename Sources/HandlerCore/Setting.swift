import UIKitModel

/// A `config` key with the Swift type of its value, declared once: its name, its rule (a
/// number's range, a choice's cases), its default and its summary.
///
/// A handler declares its settings as constants and reads them typed,
/// `scenario.config[Settings.gap]`: a mistyped name does not compile, and the default is
/// the one its key declares (the schema lists `Settings.gap.key`), written nowhere else.
///
/// ```swift
/// enum Settings {
///     static let gap = Setting("gap", .points, default: 8, summary: "Space above the composer.")
///     static let mode = Setting("mode", default: Mode.layout, summary: "How the bar decides.")
/// }
/// ```
public struct Setting<Value: ConfigValueConvertible>: Equatable, Sendable {
    /// The key as the schema, the decoder, the writer and the reference see it.
    public let key: ConfigKey
    /// The value of a config that does not set it.
    public let defaultValue: Value

    private init(key: ConfigKey, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The name in `config` (case-sensitive).
    public var name: String { key.name }
}

extension Setting where Value == Double {
    /// A number key of `range`.
    public init(_ name: String, _ range: ValueRange, default value: Double, summary: String = "") {
        self.init(key: ConfigKey(name, .number(range, default: value), summary: summary), defaultValue: value)
    }
}

extension Setting where Value == Bool {
    /// A flag key.
    public init(_ name: String, default value: Bool, summary: String = "") {
        self.init(key: ConfigKey(name, .flag(default: value), summary: summary), defaultValue: value)
    }
}

extension Setting where Value: ConfigChoice {
    /// A choice key whose values are the raw values of `Value`'s cases, in their order.
    public init(_ name: String, default value: Value, summary: String = "") {
        let names = Value.allCases.map(\.rawValue)
        self.init(key: ConfigKey(name, .choice(names, default: value.rawValue), summary: summary), defaultValue: value)
    }
}

/// A Swift type a `config` key's value is read as: `Double` for numbers, `Bool` for
/// flags, a `ConfigChoice` enum for choices.
public protocol ConfigValueConvertible: Equatable, Sendable {
    /// The value `configValue` holds, if it is of this type.
    init?(configValue: ConfigValue)
    /// The value as `config` holds it.
    var configValue: ConfigValue { get }
}

/// An enum whose cases, by raw value, are the values of a choice key.
public protocol ConfigChoice: ConfigValueConvertible, CaseIterable, RawRepresentable where RawValue == String {}

extension ConfigChoice {
    public init?(configValue: ConfigValue) {
        guard case .choice(let name) = configValue else { return nil }
        self.init(rawValue: name)
    }

    public var configValue: ConfigValue { .choice(rawValue) }
}

extension Double: ConfigValueConvertible {
    public init?(configValue: ConfigValue) {
        guard case .number(let number) = configValue else { return nil }
        self = number
    }

    public var configValue: ConfigValue { .number(self) }
}

extension Bool: ConfigValueConvertible {
    public init?(configValue: ConfigValue) {
        guard case .flag(let flag) = configValue else { return nil }
        self = flag
    }

    public var configValue: ConfigValue { .flag(self) }
}
