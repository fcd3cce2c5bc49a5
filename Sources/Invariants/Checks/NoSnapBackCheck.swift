import Handlers
import UIKitModel

/// `no-snap-back`: once the keyboard has moved the form (its displacement `viewY - offset`,
/// drawn), the form does not rest back where it was while that keyboard is still shown
/// and the user has not dragged (tolerance 0.5 pt).
struct NoSnapBackCheck: FrameCheck {
    static let id = InvariantID.noSnapBack
    static let tolerance = 0.5

    /// The keyboard episode in progress: the displacement before the keyboard opened, and
    /// whether the form has been away from it since.
    private struct KeyboardEpisode {
        var start: Double
        var moved = false
    }

    private struct Values {
        var displacement: Double
    }

    private var current: KeyboardEpisode?
    private var episode = EpisodeTracker<Values>()

    static func displacement(_ frame: SceneFrame) -> Double { frame.viewY - frame.offset }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        let context = observation.context
        if !context.keyboardShown || context.dragStarted {
            current = nil
        } else if context.keyboardOpened {
            current = KeyboardEpisode(start: Self.displacement(observation.previous ?? frame))
        }
        guard var keyboardEpisode = current else { return finish(into: &log) }
        let away = abs(Self.displacement(frame) - keyboardEpisode.start) > Self.tolerance
        if away { keyboardEpisode.moved = true }
        current = keyboardEpisode
        guard keyboardEpisode.moved, !away, observation.atRest else { return finish(into: &log) }
        episode.fail(frame: frame.index, severity: 1, values: Values(displacement: Self.displacement(frame)))
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        log.add(
            Self.id, frames: closed.frames, frame: closed.worstFrame,
            message: "the form rests back where it was before the keyboard moved it (viewY - offset "
                + "\(format(closed.values.displacement))) while the keyboard is still shown")
    }
}
