import HandlerCore
import UIKitModel

/// `pin-holds`: at rest with the pin enforced, the offset is within
/// `max(pinnedDriftThreshold, 0.5)` of the pinned offset.
struct PinHoldsCheck: EpisodeCheck {
    static let id = InvariantID.pinHolds

    struct Values {
        var offset: Double
        var pinned: Double
    }

    /// The drift the handler itself tolerates (`pinnedDriftThreshold`).
    let pinnedDriftThreshold: Double
    private(set) var episode = EpisodeTracker<Values>()
    /// After the episode: first, it kept the optional check's tag from being read inline.
    let pin: PinLanes

    init(_ pin: PinLanes, pinnedDriftThreshold: Double) {
        self.pin = pin
        self.pinnedDriftThreshold = pinnedDriftThreshold
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        guard observation.atRest, observation.holds(pin.phase, pin.enforced) else { return pass(into: &log) }
        let tolerance = max(pinnedDriftThreshold, 0.5)
        let pinned = observation[pin.pinned]
        let drift = abs(frame.offset - pinned)
        if drift > tolerance {
            episode.fail(frame: frame.index, severity: drift, values: Values(offset: frame.offset, pinned: pinned))
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let message: MessageText = """
            the pin is enforced but the offset rests at \(values.offset), \
            \(abs(values.offset - values.pinned)) pt from pinned \(values.pinned)
            """
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
