import HandlerCore
import UIKitModel

/// `bar-moves-with-keyboard`: between two frames the drawn bar does not step more than
/// 0.5 pt against the keyboard's motion, nor while the keyboard and the safe area stand still.
struct BarMovesWithKeyboardCheck: EpisodeCheck, Sendable {
    static let id = InvariantID.barMovesWithKeyboard
    static let tolerance = 0.5
    /// The keyboard counts as moving when its drawn top changed by more than this.
    static let stillness = 0.001

    struct Values {
        var barStep: Double
        var keyboardStep: Double
        var barBottom: Double
    }

    /// Where safe-area-padding's frames hold the bar's bottom and the safe area.
    let barBottom, safeArea: FrameLane
    private(set) var episode = EpisodeTracker<Values>()

    /// The check for frames of `schema` (made once per registration, copied for each replay).
    init(_ schema: FrameSchema) {
        (barBottom, safeArea) = (FrameLane(.barBottom, in: schema), FrameLane(.safeArea, in: schema))
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        guard !observation.isFirst else { return }
        let previous = observation.before
        let frame = observation.frame
        let barBottom = observation[self.barBottom]
        let barStep = barBottom - observation[before: self.barBottom]
        let keyboardStep = frame.keyboardTop - previous.keyboardTop
        let keyboardMoved = abs(keyboardStep) > Self.stillness
        let jumps = abs(barStep) > Self.tolerance
            && (keyboardMoved ? (barStep > 0) != (keyboardStep > 0) : observation[safeArea] == observation[before: safeArea])
        guard jumps else { return pass(into: &log) }
        episode.fail(
            frame: frame.index, severity: abs(barStep),
            values: Values(barStep: barStep, keyboardStep: keyboardStep, barBottom: barBottom))
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let bar: MessageText = "the bar jumps \(abs(values.barStep)) pt \(values.barStep < 0 ? "up" : "down") (bottom \(values.barBottom))"
        let keyboard: MessageText = abs(values.keyboardStep) > Self.stillness
            ? "while the keyboard moves \(abs(values.keyboardStep)) pt \(values.keyboardStep < 0 ? "up" : "down")"
            : "while the keyboard and the safe area stand still"
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: "\(bar) \(keyboard)")
    }
}
