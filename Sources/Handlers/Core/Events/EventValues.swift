import UIKitModel

/// The values of one event's fields, in its type's order: up to four held inline, as plain
/// data, so that decoding one of the world's inputs (none has more, and none a string)
/// allocates, retains and releases nothing.
///
/// What a world input's declaration maps its input to and from (`WorldInputCoding`).
/// Values past the fourth, or any string, are kept in an array instead.
public struct EventValues: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// A value held inline: any but a string.
    @usableFromInline
    enum Slot: Sendable {
        case number(Double), flag(Bool), frame(Rect), duration(Nanoseconds), absent

        @inlinable
        init?(_ value: EventValue) {
            switch value {
            case .number(let number): self = .number(number)
            case .flag(let flag): self = .flag(flag)
            case .frame(let frame): self = .frame(frame)
            case .duration(let nanoseconds): self = .duration(nanoseconds)
            case .absent: self = .absent
            case .string: return nil
            }
        }

        @inlinable
        var value: EventValue {
            switch self {
            case .number(let number): .number(number)
            case .flag(let flag): .flag(flag)
            case .frame(let frame): .frame(frame)
            case .duration(let nanoseconds): .duration(nanoseconds)
            case .absent: .absent
            }
        }
    }

    // Four stored properties read and written by a switch, not a tuple indexed by number.
    @usableFromInline var slot0 = Slot.absent
    @usableFromInline var slot1 = Slot.absent
    @usableFromInline var slot2 = Slot.absent
    @usableFromInline var slot3 = Slot.absent
    /// Every value, once one of them cannot be held inline (a fifth, or a string); nil until then.
    @usableFromInline var spilled: [EventValue]? = nil
    /// How many values there are (`count`).
    @usableFromInline var storedCount = 0

    /// How many values there are.
    @inlinable
    public var count: Int { storedCount }

    @inlinable
    public init() {}

    public init(_ values: [EventValue]) {
        for value in values { append(value) }
    }

    public init(arrayLiteral values: EventValue...) { self.init(values) }

    /// Adds `value` after the others.
    @inlinable @inline(__always)
    public mutating func append(_ value: EventValue) {
        defer { storedCount += 1 }
        if spilled != nil {
            spilled?.append(value)
            return
        }
        guard storedCount < 4, let slot = Slot(value) else {
            spilled = array + [value]
            return
        }
        switch storedCount {
        case 0: slot0 = slot
        case 1: slot1 = slot
        case 2: slot2 = slot
        default: slot3 = slot
        }
    }

    /// The value at `index`; `.absent` past the end (a field the values do not reach).
    @inlinable @inline(__always)
    public subscript(index: Int) -> EventValue {
        guard index >= 0, index < storedCount else { return .absent }
        if let spilled { return spilled[index] }
        switch index {
        case 0: return slot0.value
        case 1: return slot1.value
        case 2: return slot2.value
        default: return slot3.value
        }
    }

    /// The values in an array.
    public var array: [EventValue] {
        if let spilled { return spilled }
        return (0..<count).map { self[$0] }
    }

    public static func == (lhs: EventValues, rhs: EventValues) -> Bool { lhs.array == rhs.array }
}
