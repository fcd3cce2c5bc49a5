import HandlerCore
import UIKitModel

/// `field-not-over-lifted`: a field the keyboard's opening moved rests at most
/// `2 * fieldPadding` above the keyboard's top (tolerance 0.5 pt).
struct FieldNotOverLiftedCheck: EpisodeCheck {
    static let id = InvariantID.fieldNotOverLifted
    static let tolerance = 0.5

    struct Values {
        var fieldBottom: Double
        var keyboardTop: Double
        var allowed: Double
    }

    /// The space the form keeps around its active field (`fieldPadding`).
    let fieldPadding: Double
    let fieldBottom: FrameLane
    private var form: FormDisplacement
    private(set) var episode = EpisodeTracker<Values>()

    init(_ form: FormLanes, fieldPadding: Double) {
        self.form = FormDisplacement(viewY: form.viewY)
        fieldBottom = form.fieldBottom
        self.fieldPadding = fieldPadding
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        let allowed = 2 * fieldPadding
        let inEpisode = form.advance(observation) != nil
        // Measured from the keyboard's edge in the view, `min(kbTop, B)`.
        let edge = observation.geometry.keyboardEdge(frame)
        let fieldBottom = observation[fieldBottom]
        let lift = edge - fieldBottom
        guard inEpisode, form.moved, observation.atRest, observation.context.fieldActive,
              observation.geometry.keyboardShown(frame), lift > allowed + Self.tolerance
        else { return pass(into: &log) }
        episode.fail(
            frame: frame.index, severity: lift - allowed,
            values: Values(fieldBottom: fieldBottom, keyboardTop: edge, allowed: allowed))
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        log.add(
            Self.id, frames: closed.frames, frame: closed.worstFrame,
            message: """
                at rest the active field's bottom \(values.fieldBottom) is \
                \(values.keyboardTop - values.fieldBottom) pt above the keyboard's top \
                \(values.keyboardTop), more than 2 * fieldPadding (\(values.allowed))
                """)
    }
}
