import HandlerCore
import UIKitModel

/// `composer-rides-keyboard`, both ways: the drawn keyboard never covers the composer
/// outside a drag; during a drag a keyboard the finger pulls down does not leave the
/// composer floating above it; at rest the composer sits exactly the handler's gap above
/// a shown keyboard (or at its closed place with the keyboard hidden). Tolerance 0.5 pt.
struct ComposerRidesKeyboardCheck: EpisodeCheck {
    static let id = InvariantID.composerRidesKeyboard
    static let tolerance = 0.5

    enum Problem {
        /// The keyboard covers the composer's bottom beyond the gap.
        case covered
        /// During a drag, the composer floats above the keyboard by more than the gap.
        case floatingDuringDrag
        /// At rest, the composer is not `gap` above the shown keyboard.
        case detachedFromKeyboard
        /// At rest with the keyboard hidden, the composer is not at its closed place.
        case notAtClosedPlace
    }

    struct Values {
        var problem: Problem
        var composerBottom: Double
        var expected: Double
        var keyboardTop: Double
        /// Whether the keyboard's top is below the view's bottom, so the edge the composer
        /// is measured from is the view's bottom (`SceneGeometry.keyboardEdge`).
        var keyboardBelowView: Bool
    }

    private(set) var episode = EpisodeTracker<Values>()

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        let bottom = observation.geometry.composerBottom(observation)
        // The keyboard's edge in the view: a keyboard below the view's bottom covers none of it.
        let aboveKeyboard = observation.geometry.keyboardEdge(frame) - observation.geometry.gap
        var worst: (severity: Double, values: Values)?
        func consider(_ problem: Problem, severity: Double, expected: Double) {
            guard severity > Self.tolerance, severity > (worst?.severity ?? 0) else { return }
            worst = (
                severity,
                Values(
                    problem: problem, composerBottom: bottom, expected: expected, keyboardTop: frame.keyboardTop,
                    keyboardBelowView: frame.keyboardTop > observation.geometry.view.bottom))
        }
        if frame.scroll != .dragging {
            consider(.covered, severity: bottom - aboveKeyboard, expected: aboveKeyboard)
        } else if observation.geometry.keyboardShown(frame) {
            consider(.floatingDuringDrag, severity: aboveKeyboard - bottom, expected: aboveKeyboard)
        }
        if observation.atRest {
            let shown = observation.geometry.keyboardShown(frame)
            let expected = shown ? aboveKeyboard : observation.geometry.closedBottom
            consider(shown ? .detachedFromKeyboard : .notAtClosedPlace, severity: abs(bottom - expected), expected: expected)
        }
        if let worst {
            episode.fail(frame: frame.index, severity: worst.severity, values: worst.values)
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let bottom = values.composerBottom
        let message: MessageText
        switch values.problem {
        case .covered:
            message = """
                the keyboard (top \(values.keyboardTop)) covers the composer: its bottom \(bottom) \
                is \(values.composerBottom - values.expected) pt below \(Self.edge(values)) - gap (\(values.expected))
                """
        case .floatingDuringDrag:
            message = """
                during a drag the composer floats above the keyboard (top \(values.keyboardTop)): its \
                bottom \(bottom) is \(values.expected - values.composerBottom) pt above \(Self.edge(values)) - gap \
                (\(values.expected))
                """
        case .detachedFromKeyboard:
            message = """
                at rest the composer's bottom \(bottom) is \(Self.offBy(values)) \(Self.edge(values)) - gap \
                (\(values.expected)), keyboard top \(values.keyboardTop)
                """
        case .notAtClosedPlace:
            message = """
                at rest with the keyboard hidden the composer's bottom \(bottom) is \(Self.offBy(values)) \
                its closed place (\(values.expected))
                """
        }
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }

    /// What the composer is measured from: `kbTop`, or the view's bottom when the
    /// keyboard's top is below it (a keyboard off the view covers none of it), so that the
    /// numbers quoted add up (`kbTop 1146.488` on a 932 pt screen is measured from 932).
    private static func edge(_ values: Values) -> MessageText {
        values.keyboardBelowView ? "the view's bottom" : "kbTop"
    }

    /// `12 pt above` / `12 pt below`.
    private static func offBy(_ values: Values) -> MessageText {
        let distance = values.composerBottom - values.expected
        return "\(abs(distance)) pt \(distance < 0 ? "above" : "below")"
    }
}
