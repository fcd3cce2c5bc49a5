import HandlerCore
import UIKitModel

/// `no-snap-back`: once the keyboard has moved the form (`FormDisplacement`), the form
/// does not rest back where it was while that keyboard is still shown and the user has
/// not dragged (tolerance 0.5 pt).
struct NoSnapBackCheck: EpisodeCheck {
    static let id = InvariantID.noSnapBack

    struct Values {
        var displacement: Double
    }

    private var form: FormDisplacement
    private(set) var episode = EpisodeTracker<Values>()

    init(_ form: FormLanes) {
        self.form = FormDisplacement(viewY: form.viewY)
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        guard let away = form.advance(observation), form.moved, !away, observation.atRest else { return pass(into: &log) }
        let displacement = form.displacement(observation)
        episode.fail(frame: observation.frame.index, severity: 1, values: Values(displacement: displacement))
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        log.add(
            Self.id, frames: closed.frames, frame: closed.worstFrame,
            message: """
                the form rests back where it was before the keyboard moved it (viewY - offset \
                \(closed.values.displacement)) while the keyboard is still shown
                """)
    }
}
