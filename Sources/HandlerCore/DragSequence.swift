import UIKitModel

/// The drag rule of the trace format, in one place: a drag is `dragBegin`, any
/// `dragMove`s, `dragEnd`; a trace may end mid-drag.
///
/// Feed it every event's type in order; it says what is out of place. After a misplaced
/// `dragBegin` the new drag counts as open (what follows is judged against it); after a
/// `dragEnd`, with or without a begin, no drag is open.
public struct DragSequence: Equatable, Sendable {
    /// What is wrong with a drag event where it stands.
    public enum Problem: Equatable, Sendable {
        /// A `dragBegin` while a drag is open.
        case beginInsideDrag
        /// A `dragMove` or `dragEnd` with no drag open.
        case withoutBegin
    }

    /// Whether a drag is open (begun, not ended).
    public private(set) var isOpen = false

    public init() {}

    /// Takes the next event's type; non-drag types change nothing.
    public mutating func take(_ type: EventType) -> Problem? { take(type.input) }

    /// Takes the next event's input kind (nil for an app event, which changes nothing).
    public mutating func take(_ input: WorldInput.Kind?) -> Problem? {
        switch input {
        case .dragBegin?:
            defer { isOpen = true }
            return isOpen ? .beginInsideDrag : nil
        case .dragMove?:
            return isOpen ? nil : .withoutBegin
        case .dragEnd?:
            defer { isOpen = false }
            return isOpen ? nil : .withoutBegin
        default:
            return nil
        }
    }
}
