import HandlerCore
import UIKitModel

/// `no-two-phase-motion`: within one keyboard transition window the drawn offset does
/// not reverse direction by more than 0.5 pt, unless the drawn keyboard itself reversed
/// in that transition (the user closed it while it opened, or a resize overtook an
/// opening: the content turns with the keyboard). When the window interrupts a motion
/// still in flight, the content may coast on in that motion's direction and turn once
/// (additive animations do that); checking goes on from that turn.
///
/// The window starts at the frame that first shows a will-notification, taking the frame
/// before as its start (no window when another event, other than a tap, came in the same
/// frame interval: no frame shows where the keyboard's own motion started). The offset is watched until the
/// first rest frame, the next window, user scrolling, or any event other than a keyboard
/// notification or a tap (content and composer changes move the content for their own
/// reasons); the keyboard is watched until its transition is over, so that a turn of the
/// keyboard a frame after the content's still excuses it.
struct TwoPhaseMotionCheck: FrameCheck {
    static let id = InvariantID.noTwoPhaseMotion
    static let tolerance = 0.5

    private struct Window {
        var offset: ReversalTracker
        var keyboard: ReversalTracker
        var watchingOffset = true
        var keyboardReversed = false
        /// The offset's motion into the window's first frame (0 when it was still).
        var inherited: Double
        var turnedAround = false
        /// The offset's reversal, reported when the window ends if the keyboard never
        /// reversed: the tracker that turned and the offset of the frame it is reported at
        /// (the message is written only then, not on every frame after the turn).
        var pending: (frames: ClosedRange<Int>, frame: Int, tracker: ReversalTracker, offset: Double)?

        /// Follows the keyboard and the offset into the observation's frame, read where it
        /// is (passed by value, the frame was copied, 200 bytes, for every frame watched).
        mutating func observe(_ observation: Observation) {
            let frame = observation.frame
            if keyboard.add(frame.keyboardTop, frame: frame.index) { keyboardReversed = true }
            if watchingOffset && (frame.scroll != .idle || observation.context.nonKeyboardEvent) {
                watchingOffset = false
            }
            guard watchingOffset, offset.add(frame.offset, frame: frame.index), let turn = offset.turn else { return }
            let coasting = abs(inherited) > Rest.stillness && turn.wentUp == (inherited > 0)
            if coasting && !turnedAround {
                turnedAround = true
                offset = ReversalTracker(start: turn.value, frame: turn.frame, tolerance: TwoPhaseMotionCheck.tolerance)
                _ = offset.add(frame.offset, frame: frame.index)
            } else {
                pending = (offset.startFrame...frame.index, frame.index, offset, frame.offset)
            }
        }
    }

    private var window: Window?
    /// The drawn offset's change into the previous frame.
    private var previousDelta: Double = 0

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        // The frame and its context are read where they are, in `observation`: a local
        // copy of the frame cost a 200-byte copy per frame, and of the context, a copy of
        // each of its flags.
        if observation.context.keyboardTransitionStarted {
            finish(into: &log)
            // With another event in the same frame interval, no frame shows where the
            // keyboard's own motion started: no window.
            guard !observation.context.nonKeyboardEvent else { return }
            let start = max(0, observation.frame.index - 1)
            window = Window(
                offset: ReversalTracker(
                    start: observation.before.offset, frame: start,
                    tolerance: Self.tolerance),
                keyboard: ReversalTracker(
                    start: observation.before.keyboardTop, frame: start,
                    tolerance: Self.tolerance),
                inherited: previousDelta)
        }
        defer { previousDelta = observation.frame.offset - observation.previousOffset }
        guard window != nil else { return }
        // The finger moves the keyboard during an interactive dismissal: stop watching it.
        if observation.frame.scroll == .dragging || observation.context.dragStarted { return finish(into: &log) }
        window!.observe(observation)
        if observation.atRest || (!window!.watchingOffset && !observation.context.inKeyboardTransition) {
            finish(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        if let open = window, !open.keyboardReversed, let pending = open.pending {
            log.add(Self.id, frames: pending.frames, frame: pending.frame, message:
                "within one keyboard transition the offset went \(pending.tracker.describe(pending.offset))")
        }
        window = nil
    }
}
