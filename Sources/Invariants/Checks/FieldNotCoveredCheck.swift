import HandlerCore
import UIKitModel

/// `field-not-covered`: at rest with the keyboard shown and a field active, the field's
/// bottom edge is not below the keyboard's top (tolerance 0.5 pt).
struct FieldNotCoveredCheck: EpisodeCheck {
    static let id = InvariantID.fieldNotCovered
    static let tolerance = 0.5

    struct Values {
        var fieldBottom: Double
        var keyboardTop: Double
    }

    let fieldBottom: FrameLane
    private(set) var episode = EpisodeTracker<Values>()

    init(_ form: FormLanes) {
        fieldBottom = form.fieldBottom
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        // Inside a view a field counts as covered only when its bottom is inside the view too.
        let edge = observation.geometry.keyboardEdge(frame)
        let fieldBottom = observation[fieldBottom]
        let covered = observation.atRest && observation.context.fieldActive
            && observation.geometry.keyboardShown(frame) && fieldBottom > edge + Self.tolerance
            && fieldBottom <= observation.geometry.view.bottom
        guard covered else { return pass(into: &log) }
        episode.fail(
            frame: frame.index, severity: fieldBottom - edge,
            values: Values(fieldBottom: fieldBottom, keyboardTop: edge))
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        log.add(
            Self.id, frames: closed.frames, frame: closed.worstFrame,
            message: """
                at rest the keyboard (top \(values.keyboardTop)) covers the active field: its bottom \
                \(values.fieldBottom) is \(values.fieldBottom - values.keyboardTop) pt below the keyboard's top
                """)
    }
}
