import HandlerCore
import UIKitModel

/// `button-matches-position`: at rest the button is fully shown when not at the bottom
/// and fully hidden at the bottom (alpha within 0.01).
struct ButtonMatchesPositionCheck: EpisodeCheck {
    static let id = InvariantID.buttonMatchesPosition
    static let tolerance = 0.01

    struct Values {
        var alpha: Double
        var atBottom: Bool
    }

    let button: ButtonLanes
    private(set) var episode = EpisodeTracker<Values>()

    init(_ button: ButtonLanes) {
        self.button = button
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        guard observation.atRest else { return pass(into: &log) }
        let (alpha, atBottom) = (observation[button.alpha], observation[button.atBottom] != 0)
        let expected: Double = atBottom ? 0 : 1
        let deviation = abs(alpha - expected)
        if deviation > Self.tolerance {
            episode.fail(frame: frame.index, severity: deviation, values: Values(alpha: alpha, atBottom: atBottom))
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let message: MessageText = values.atBottom
            ? "at rest at the bottom the button is still drawn (alpha \(values.alpha))"
            : "at rest away from the bottom the button is missing (alpha \(values.alpha))"
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
