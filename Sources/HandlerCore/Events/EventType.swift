import UIKitModel

/// An event type of the trace format, declared once: its name, its fields and one sentence
/// about it; for the world's own inputs, which `WorldInput` it is and how the input maps
/// to its fields' values (`WorldInputCoding`).
///
/// The world's types are declared beside each other (`EventType+World.swift`); an app
/// event's type is declared in the folder of the handler that takes it, exactly as a
/// user's handler declares its own, and listed in its schema's `eventTypes`. The decoder,
/// the writer, the schema, the reference, the plot's text, the shrinker and the trace
/// builder read the declaration.
///
/// A reference type, so that an event holds its type for one retain; two types are the
/// same when their names are.
public final class EventType: Hashable, Sendable, CustomStringConvertible {
    /// The `type` traces spell it with.
    public let name: String
    /// Its keys besides `t` and `type`, in the order traces write them.
    public let fields: [EventField]
    /// What it is, in one sentence.
    public let summary: String
    /// The world's input it is, for the world's types; nil for an app event.
    public let input: WorldInput.Kind?
    /// How the world's input maps to its fields' values and back; nil for an app event.
    public let coding: WorldInputCoding?
    /// What an event of this type tells observers that do not know it by name (the
    /// invariants' timeline).
    public let signals: [EventSignal]

    /// An app event type: `name` must not be the name of one of the world's types.
    public init(_ name: String, fields: [EventField] = [], summary: String = "", signals: [EventSignal] = []) {
        self.name = name
        self.fields = fields
        self.summary = summary
        self.input = nil
        self.coding = nil
        self.signals = signals
    }

    /// One of the world's input types: `input`'s fields, and how the input maps to their
    /// values (`coding.values` gives one value per field, in this order).
    public init(world input: WorldInput.Kind, _ name: String, fields: [EventField], summary: String, coding: WorldInputCoding) {
        self.name = name
        self.fields = fields
        self.summary = summary
        self.input = input
        self.coding = coding
        self.signals = []
    }

    public static func == (lhs: EventType, rhs: EventType) -> Bool { lhs === rhs || lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }

    /// Whether it is one of the world's input types.
    public var isWorldInput: Bool { input != nil }

    /// Whether this type is part of a drag sequence (`dragBegin`, `dragMove`, `dragEnd`).
    public var isDrag: Bool { input?.isDrag ?? false }

    /// The keyboard notification kind, for the six keyboard types.
    public var keyboardKind: KeyboardNotification.Kind? {
        if case .keyboard(let kind)? = input { return kind }
        return nil
    }

    /// The values of `input`'s fields, in this type's order (none for an app type).
    public func values(of input: WorldInput) -> EventValues { coding?.values(input) ?? [] }

    /// The world's input that `values`, in this type's field order, make: nil for an app
    /// type, or values that make none.
    public func input(from values: EventValues) -> WorldInput? { coding?.input(values) }

    /// The keys an event of this type may have besides `t` and `type`.
    public var fieldKeys: [String] { fields.map(\.name) }

    /// Every key an event of this type may have.
    public var allowedKeys: [String] { ["t", "type"] + objectKeys }

    /// The keys of an event of this type besides `t` and `type`: each field's name, a
    /// dotted one's first part once (`screen.width` and `screen.height` are `screen`'s).
    public var objectKeys: [String] {
        var keys: [String] = []
        for name in fieldKeys {
            let key = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The index of the field `name`, if it has one.
    public func fieldIndex(_ name: String) -> Int? { fields.firstIndex { $0.name == name } }
}

/// What an app event means to code that does not know it by name: the invariants'
/// timeline reads these, so a handler's event declares them beside its name.
public enum EventSignal: Equatable, Sendable {
    /// The app scrolls the content by itself (a scroll-to-bottom).
    case startsScroll
    /// Arms a pin to the top when the flag `pinToTopEnabled` is on.
    case armsPin
    /// Sets the flag `pinToTopEnabled` to the event's first field.
    case setsPinToTop
    /// A text field became active.
    case activatesField
    /// The active text field ended editing.
    case endsField
}
