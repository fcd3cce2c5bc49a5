import HandlerCore
import UIKitModel

/// `button-no-flicker`: within one motion the user did not cause, the drawn button alpha
/// does not both rise and fall by more than 0.01.
///
/// A motion is a run of frames neither at rest nor user scrolling, starting after a rest
/// frame or a user-scrolling frame; its start value is the previous frame's alpha.
struct ButtonFlickerCheck: FrameCheck {
    static let id = InvariantID.buttonNoFlicker
    static let tolerance = 0.01

    let button: ButtonLanes
    private var motion: ReversalTracker?

    init(_ button: ButtonLanes) {
        self.button = button
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        guard frame.scroll == .idle, !observation.context.userScrollStarted, !observation.atRest else {
            motion = nil
            return
        }
        var tracker = motion ?? ReversalTracker(
            start: observation[before: button.alpha], frame: max(0, frame.index - 1),
            tolerance: Self.tolerance)
        let alpha = observation[button.alpha]
        if tracker.add(alpha, frame: frame.index) {
            log.add(Self.id, frames: tracker.startFrame...frame.index, frame: frame.index,
                    message: "the button's alpha went \(tracker.describe(alpha, unit: "")) within one motion")
        }
        motion = tracker
    }

    mutating func finish(into log: inout ViolationLog) {
        motion = nil
    }
}
