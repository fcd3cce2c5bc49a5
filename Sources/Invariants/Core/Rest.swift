import Handlers
import UIKitModel

/// Whether a frame is at rest (see `Invariant`): nothing animates, nothing moves, and no
/// model value changed since the previous frame (an animation that starts exactly at a
/// frame's time has not moved yet in that frame).
enum Rest {
    /// Drawn values that differ by no more than this count as unchanged.
    static let stillness = 0.001

    /// Whether `frame`, which follows `previous`, is at rest (the first frame never is).
    ///
    /// Inlined: asked of every frame, a call copied both frames (200 bytes each) to pass them.
    @inline(__always)
    static func isAtRest(_ frame: SceneFrame, after previous: SceneFrame, context: FrameContext) -> Bool {
        guard !context.inKeyboardTransition, frame.scroll == .idle, frame.pin != .animating else { return false }
        // A model change in this frame may start an animation whose progress is still 0 here.
        guard frame.atBottom == previous.atBottom, frame.pin == previous.pin, frame.scroll == previous.scroll,
              frame.inset == previous.inset, frame.contentHeight == previous.contentHeight,
              frame.composerHeight == previous.composerHeight, frame.runway == previous.runway,
              frame.pinnedOffset == previous.pinnedOffset, frame.safeArea == previous.safeArea
        else { return false }
        return still(frame.keyboardTop, previous.keyboardTop) && still(frame.offset, previous.offset)
            && still(frame.composerY, previous.composerY) && still(frame.buttonAlpha, previous.buttonAlpha)
            && still(frame.buttonY, previous.buttonY) && still(frame.revealY, previous.revealY)
            && still(frame.revealAlpha, previous.revealAlpha) && still(frame.barBottom, previous.barBottom)
            && still(frame.viewY, previous.viewY)
    }

    private static func still(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= stillness }
}
