import Handlers

/// How the decoder reads one field of an event type, made once per type from its
/// declaration (`EventField`): plain data, so that reading an event's fields retains and
/// releases nothing (the declaration's strings are read only for a default or a message).
struct FieldPlan {
    /// The kind of value the field holds (`EventField.Kind` without its payload).
    enum Kind { case number, duration, flag, string, frame, curve }

    let kind: Kind
    /// The field's key when it is an `EventKey` (found by `EventMembers`), else nil: read by name.
    let key: EventKey?
    let isRequired: Bool
    /// Whether a field left out is `.absent` (no default to read from the declaration).
    let isAbsentWhenLeftOut: Bool
    /// A number's range (a duration's: seconds), for its message.
    let range: ValueRange
    /// A number's bounds, as its `NumberRule` has them, for the check of a valid one.
    private let lower: NumberRule.Lower
    private let limit: Double
    private let integer: Bool

    init(_ field: EventField) {
        key = EventKey(name: field.name)
        isRequired = field.isRequired
        isAbsentWhenLeftOut = field.defaultValue == .absent
        switch field.kind {
        case .number(let range): (kind, self.range) = (.number, range)
        case .duration: (kind, range) = (.duration, .seconds)
        case .flag: (kind, range) = (.flag, .points)
        case .string: (kind, range) = (.string, .points)
        case .frame: (kind, range) = (.frame, .points)
        case .curve: (kind, range) = (.curve, .points)
        }
        let rule = NumberRule(range)
        (lower, limit, integer) = (rule.lower, rule.limit, rule.integer)
    }

    /// The plans of `type`'s fields, in its order.
    static func plans(of type: EventType) -> [FieldPlan] { type.fields.map(FieldPlan.init) }

    /// Whether `number` is in the field's range: `NumberRule.accepts`, without the rule.
    @inline(__always)
    func accepts(_ number: Double) -> Bool {
        guard number.isFinite, abs(number) <= limit, !integer || number.rounded() == number else { return false }
        switch lower {
        case .none: return true
        case .nonNegative: return number >= 0
        case .positive: return number > 0
        }
    }
}
