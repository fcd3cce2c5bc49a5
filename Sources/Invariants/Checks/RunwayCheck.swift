import Handlers
import UIKitModel

/// `runway-not-scrolled-into`: while pinned (enforced or relaxed; not during the pin
/// scroll, which may come from anywhere) and the user is not scrolling, the
/// drawn offset goes no further than `max(pinned, contentH - viewportH + inset - runway)`,
/// within 0.5 pt.
struct RunwayCheck: FrameCheck {
    static let id = InvariantID.runwayNotScrolledInto
    static let tolerance = 0.5

    private struct Values {
        var offset: Double
        var bound: Double
        var pinned: Double
        var runway: Double
    }

    private var episode = EpisodeTracker<Values>()

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        let pinActive = frame.pin == .pinned || frame.pin == .pinnedRelaxed
        let unattended = frame.scroll == .idle || frame.scroll == .animating
        guard pinActive, unattended else { return finish(into: &log) }
        let contentEnd = frame.contentHeight - frame.viewportHeight + frame.inset - frame.runway
        let bound = max(frame.pinnedOffset, contentEnd)
        let excess = frame.offset - bound
        if excess > Self.tolerance {
            episode.fail(frame: frame.index, severity: excess, values: Values(
                offset: frame.offset, bound: bound, pinned: frame.pinnedOffset, runway: frame.runway))
        } else {
            finish(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let message = "offset \(format(values.offset)) is \(format(values.offset - values.bound)) pt past "
            + "\(format(values.bound)), the further of the pinned place (\(format(values.pinned))) and the content's "
            + "bottom, into the runway (\(format(values.runway)))"
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
