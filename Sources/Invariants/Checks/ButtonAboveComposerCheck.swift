import HandlerCore
import UIKitModel

/// `button-above-composer`: at rest a visible button's bottom edge is `buttonGap` above
/// the composer's top, within 0.5 pt.
struct ButtonAboveComposerCheck: EpisodeCheck {
    static let id = InvariantID.buttonAboveComposer
    static let tolerance = 0.5
    /// Alpha from which the button counts as visible.
    static let visible = 0.99

    struct Values {
        var buttonBottom: Double
        var expected: Double
    }

    /// How far above the composer's top the button's bottom rests (`buttonGap`).
    let buttonGap: Double
    let button: ButtonLanes
    private(set) var episode = EpisodeTracker<Values>()

    init(_ button: ButtonLanes, buttonGap: Double) {
        self.button = button
        self.buttonGap = buttonGap
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        guard observation.atRest, observation[button.alpha] >= Self.visible else { return pass(into: &log) }
        let bottom = observation.geometry.buttonBottom(observation)
        let expected = observation.geometry.composerTop(observation) - buttonGap
        let deviation = abs(bottom - expected)
        if deviation > Self.tolerance {
            episode.fail(frame: frame.index, severity: deviation, values: Values(buttonBottom: bottom, expected: expected))
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let amount = abs(values.buttonBottom - values.expected)
        let where_ = values.buttonBottom < values.expected ? "higher" : "lower"
        let message: MessageText = """
            the button's bottom edge \(values.buttonBottom) is \(amount) pt \(where_) than \
            buttonGap above the composer's top (\(values.expected))
            """
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
