import InsetEngine

/// `composer-rides-keyboard`: the drawn keyboard never covers the composer outside a
/// drag, and at rest the composer sits exactly `gap` above a shown keyboard (or
/// `closedLift` above the screen bottom with the keyboard hidden). Tolerance 0.5 pt.
struct ComposerRidesKeyboardCheck: FrameCheck {
    static let id = InvariantID.composerRidesKeyboard
    static let tolerance = 0.5

    private enum Problem {
        /// The keyboard covers the composer's bottom by `severity` beyond the gap.
        case covered
        /// At rest, the composer is not `gap` above the shown keyboard.
        case detachedFromKeyboard
        /// At rest with the keyboard hidden, the composer is not at its closed lift.
        case notAtClosedLift
    }

    private struct Values {
        var problem: Problem
        var composerBottom: Double
        var expected: Double
        var keyboardTop: Double
    }

    private var episode = EpisodeTracker<Values>()

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        let geometry = observation.geometry
        let bottom = geometry.composerBottom(frame)
        let aboveKeyboard = frame.keyboardTop - geometry.gap
        var worst: (severity: Double, values: Values)?
        if frame.scroll != .dragging, bottom - aboveKeyboard > Self.tolerance {
            worst = (bottom - aboveKeyboard, Values(
                problem: .covered, composerBottom: bottom, expected: aboveKeyboard, keyboardTop: frame.keyboardTop))
        }
        if observation.atRest {
            let shown = geometry.keyboardShown(frame)
            let expected = shown ? aboveKeyboard : geometry.screenHeight - geometry.closedLift
            let deviation = abs(bottom - expected)
            if deviation > Self.tolerance, deviation > (worst?.severity ?? 0) {
                worst = (deviation, Values(
                    problem: shown ? .detachedFromKeyboard : .notAtClosedLift, composerBottom: bottom,
                    expected: expected, keyboardTop: frame.keyboardTop))
            }
        }
        if let worst {
            episode.fail(frame: frame.index, severity: worst.severity, values: worst.values)
        } else {
            finish(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let bottom = format(values.composerBottom)
        let message: String
        switch values.problem {
        case .covered:
            message = "the keyboard (top \(format(values.keyboardTop))) covers the composer: its bottom \(bottom) "
                + "is \(format(values.composerBottom - values.expected)) pt below kbTop - gap (\(format(values.expected)))"
        case .detachedFromKeyboard:
            message = "at rest the composer's bottom \(bottom) is \(Self.offBy(values)) kbTop - gap "
                + "(\(format(values.expected))), keyboard top \(format(values.keyboardTop))"
        case .notAtClosedLift:
            message = "at rest with the keyboard hidden the composer's bottom \(bottom) is \(Self.offBy(values)) "
                + "H - closedLift (\(format(values.expected)))"
        }
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }

    /// `12 pt above` / `12 pt below`.
    private static func offBy(_ values: Values) -> String {
        let distance = values.composerBottom - values.expected
        return "\(format(abs(distance))) pt \(distance < 0 ? "above" : "below")"
    }
}
