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
        if let slot = Slot(value) { append(slot: slot) } else { spill(value) }
    }

    /// Adds a number after the others.
    @inlinable @inline(__always)
    public mutating func append(number: Double) { append(slot: .number(number)) }

    /// Adds a frame after the others.
    @inlinable @inline(__always)
    public mutating func append(frame: Rect) { append(slot: .frame(frame)) }

    /// Adds a duration after the others.
    @inlinable @inline(__always)
    public mutating func append(duration: Nanoseconds) { append(slot: .duration(duration)) }

    /// Adds a value held inline after the others.
    @inlinable @inline(__always)
    mutating func append(slot: Slot) {
        guard spilled == nil, storedCount < 4 else {
            spill(slot.value)
            return
        }
        switch storedCount {
        case 0: slot0 = slot
        case 1: slot1 = slot
        case 2: slot2 = slot
        default: slot3 = slot
        }
        storedCount += 1
    }

    /// Adds `value` to the array of every value (made from the slots the first time).
    @usableFromInline
    mutating func spill(_ value: EventValue) {
        var all = spilled ?? array
        spilled = nil
        all.append(value)
        spilled = all
        storedCount += 1
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

    /// The number at `index` (a duration's in seconds), or nil for any other value: read
    /// without making an `EventValue`, as a world input's declaration reads its values.
    @inlinable @inline(__always)
    public func number(at index: Int) -> Double? {
        guard spilled == nil else { return self[index].numberIfAny }
        switch slot(index) {
        case .number(let number): return number
        default: return nil
        }
    }

    /// The frame at `index`, or nil for any other value.
    @inlinable @inline(__always)
    public func frame(at index: Int) -> Rect? {
        guard spilled == nil else { return self[index].frame }
        if case .frame(let frame) = slot(index) { return frame }
        return nil
    }

    /// The duration at `index` (a number's, read as seconds), or nil for any other value.
    @inlinable @inline(__always)
    public func duration(at index: Int) -> Nanoseconds? {
        guard spilled == nil else { return self[index].duration }
        switch slot(index) {
        case .duration(let nanoseconds): return nanoseconds
        case .number(let seconds): return EventValue.number(seconds).duration
        default: return nil
        }
    }

    /// Whether the value at `index` is `.absent` (or past the end).
    @inlinable @inline(__always)
    public func isAbsent(at index: Int) -> Bool {
        guard spilled == nil else { return self[index] == .absent }
        if case .absent = slot(index) { return true }
        return false
    }

    /// The inline slot at `index` (`.absent` past the end), when nothing has spilled.
    @inlinable @inline(__always)
    func slot(_ index: Int) -> Slot {
        guard index >= 0, index < storedCount else { return .absent }
        switch index {
        case 0: return slot0
        case 1: return slot1
        case 2: return slot2
        default: return slot3
        }
    }

    /// The values in an array.
    public var array: [EventValue] {
        if let spilled { return spilled }
        return (0..<count).map { self[$0] }
    }

    public static func == (lhs: EventValues, rhs: EventValues) -> Bool { lhs.array == rhs.array }
}
