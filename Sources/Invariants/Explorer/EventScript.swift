import HandlerCore
import UIKitModel

/// Events in the making: stable-sorted by time at the end (equal times keep the order added).
package struct EventScript {
    private var entries: [(time: Int, order: Int, event: Event)] = []
    /// The latest time (ms) of a keyboard notification added so far, -1 before any: a
    /// rotation comes after it, so that no frame drawn for one screen lands on the other.
    private(set) var lastKeyboardTime = -1

    /// Adds `event` at `milliseconds`.
    package mutating func add(_ event: Event, at milliseconds: Int) {
        entries.append((milliseconds, entries.count, event))
        if event.keyboardNotification != nil { lastKeyboardTime = max(lastKeyboardTime, milliseconds) }
    }

    package func sorted() -> [TimedEvent] {
        entries.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
            .map { TimedEvent(time: Nanoseconds($0.time) * 1_000_000, event: $0.event) }
    }
}
