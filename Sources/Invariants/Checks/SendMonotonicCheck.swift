import HandlerCore
import UIKitModel

/// `send-monotonic`: from an arming send (or scroll-to-top trigger) to the pinned rest,
/// the drawn offset moves one way only (reversals up to 0.5 pt) and ends within 0.5 pt
/// of `pinned`.
struct SendMonotonicCheck: FrameCheck {
    static let id = InvariantID.sendMonotonic
    static let tolerance = 0.5

    private struct Window {
        var tracker: ReversalTracker
        var reported = false
    }

    private var window: Window?
    /// After the window: first, it kept the optional check's tag from being read inline.
    let pin: PinLanes

    init(_ pin: PinLanes) {
        self.pin = pin
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        let context = observation.context
        if context.pinArmed && !context.userScrollStarted {
            window = Window(tracker: ReversalTracker(
                start: observation.previousOffset, frame: max(0, frame.index - 1), tolerance: Self.tolerance))
        }
        guard var open = window else { return }
        if context.pinDisabled || context.contentShrank || context.userScrollStarted || frame.scroll != .idle || (context.keyboardOpened && !context.pinArmed) {
            window = nil
            return
        }
        if open.tracker.add(frame.offset, frame: frame.index), !open.reported {
            open.reported = true
            log.add(Self.id, frames: open.tracker.startFrame...frame.index, frame: frame.index,
                    message: "after the send the offset went \(open.tracker.describe(frame.offset))")
        }
        if observation.atRest {
            if !observation.holds(pin.phase, pin.waiting) {
                let pinned = observation[pin.pinned]
                let distance = frame.offset - pinned
                if observation.holds(pin.phase, pin.enforced), abs(distance) > Self.tolerance, !open.reported {
                    log.add(Self.id, frames: open.tracker.startFrame...frame.index, frame: frame.index,
                            message: """
                                after the send the offset rests at \(frame.offset), \
                                \(abs(distance)) pt from its pinned place \(pinned)
                                """)
                }
                window = nil
                return
            }
        }
        window = open
    }

    mutating func finish(into log: inout ViolationLog) {
        window = nil
    }
}
