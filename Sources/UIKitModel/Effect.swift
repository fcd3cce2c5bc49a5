/// Side effects a handler asks the host for, in the order they happened.
public enum Effect: String, Equatable, Sendable, CaseIterable {
    /// `view.endEditing(true)`: dismiss the keyboard.
    case endEditing
}

/// An ordered list of effects that never allocates.
///
/// There is one kind of effect, so the list is a count; it keeps the order-preserving
/// interface so a second kind can be added without changing callers.
public struct EffectList: Equatable, Sendable, Sequence {
    public private(set) var count: Int = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    public mutating func append(_ effect: Effect) {
        switch effect {
        case .endEditing: count += 1
        }
    }

    public mutating func removeAll() { count = 0 }

    public func makeIterator() -> IndexingIterator<Repeated<Effect>> {
        repeatElement(Effect.endEditing, count: count).makeIterator()
    }
}
