import HandlerCore
import UIKitModel

/// `runway-not-scrolled-into`: while pinned (enforced or relaxed; not during the pin
/// scroll, which may come from anywhere) and the user is not scrolling, the
/// drawn offset goes no further than `max(pinned, contentH - viewportH + inset - runway)`,
/// within 0.5 pt.
struct RunwayCheck: EpisodeCheck {
    static let id = InvariantID.runwayNotScrolledInto
    static let tolerance = 0.5

    struct Values {
        var offset: Double
        var bound: Double
        var pinned: Double
        var runway: Double
    }

    private(set) var episode = EpisodeTracker<Values>()
    /// After the episode: first, it kept the optional check's tag from being read inline.
    let pin: PinLanes

    init(_ pin: PinLanes) {
        self.pin = pin
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        let pinActive = observation.holds(pin.phase, pin.held)
        let unattended = frame.scroll == .idle || frame.scroll == .animating
        guard pinActive, unattended else { return pass(into: &log) }
        let (runway, pinned) = (observation[pin.runway], observation[pin.pinned])
        let contentEnd = frame.contentHeight - frame.viewportHeight + frame.inset - runway
        let bound = max(pinned, contentEnd)
        let excess = frame.offset - bound
        if excess > Self.tolerance {
            episode.fail(frame: frame.index, severity: excess, values: Values(
                offset: frame.offset, bound: bound, pinned: pinned, runway: runway))
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let message: MessageText = """
            offset \(values.offset) is \(values.offset - values.bound) pt past \
            \(values.bound), the further of the pinned place (\(values.pinned)) and the content's \
            bottom, into the runway (\(values.runway))
            """
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
