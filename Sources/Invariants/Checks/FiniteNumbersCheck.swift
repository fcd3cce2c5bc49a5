import Handlers
import UIKitModel

/// `finite-numbers`: every number of every frame is finite.
struct FiniteNumbersCheck: EpisodeCheck {
    static let id = InvariantID.finiteNumbers

    private(set) var episode = EpisodeTracker<String>()

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        if let field = observation.nonFiniteField {
            episode.fail(frame: observation.frame.index, severity: 0, values: field)
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: "\(closed.values) is not finite")
    }
}
