import UIKitModel

/// An event of an app's own type, with its values in the order its `EventType` declares
/// its fields: what `Handler.handle(_:world:)` gets.
public struct AppEvent: Equatable, Sendable {
    public let type: EventType
    /// One value per field of `type`, in its order.
    public let values: [EventValue]

    /// An event of `type`; fields past `values` get their defaults.
    public init(_ type: EventType, _ values: [EventValue] = []) {
        self.type = type
        var values = values
        while values.count < type.fields.count { values.append(type.fields[values.count].defaultValue) }
        self.values = values
    }

    /// An event of a type known by name only, with its fields by name (a trace built in
    /// code: `Trace.build` checks it against the handler's declaration).
    public init(_ name: String, _ fields: KeyValuePairs<String, EventValue>) {
        self.init(named: name, fields: fields.map { ($0.key, $0.value) })
    }

    /// `init(_:_:)` with the fields in an array.
    public init(named name: String, fields: [(name: String, value: EventValue)]) {
        let type = EventType(name, fields: fields.map { EventField($0.name, $0.value.fieldKind) })
        self.init(type, fields.map(\.value))
    }

    /// The type's name.
    public var name: String { type.name }

    /// The value of the field `name` (`.absent` if the type has none).
    public subscript(_ name: String) -> EventValue {
        type.fieldIndex(name).map { values[$0] } ?? .absent
    }

    /// The number of the field `name` (0 if it has none).
    public func number(_ name: String) -> Double { self[name].number }

    /// The flag `name`.
    public func flag(_ name: String) -> Bool { self[name].flag }

    /// The string `name`, if it has one.
    public func string(_ name: String) -> String? { self[name].string }

    /// The frame `name`, if it has one.
    public func frame(_ name: String) -> Rect? { self[name].frame }

    /// Two events are equal when their types have the same name and fields, and their
    /// values are equal.
    public static func == (lhs: AppEvent, rhs: AppEvent) -> Bool {
        lhs.type == rhs.type && lhs.values == rhs.values
            && (lhs.type === rhs.type || lhs.type.fieldKeys == rhs.type.fieldKeys)
    }
}
