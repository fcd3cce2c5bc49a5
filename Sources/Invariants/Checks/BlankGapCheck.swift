import HandlerCore
import UIKitModel

/// `no-blank-gap-at-rest`: a resting offset lies in the scroll range
/// `-topInset ... max(-topInset, contentH - viewportH + inset)`, within 0.5 pt.
struct BlankGapCheck: EpisodeCheck {
    static let id = InvariantID.noBlankGapAtRest
    static let tolerance = 0.5

    struct Values {
        var offset: Double
        var edge: Double
        var pastEnd: Bool
    }

    private(set) var episode = EpisodeTracker<Values>()

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        let frame = observation.frame
        guard observation.atRest else { return pass(into: &log) }
        let low = observation.geometry.minOffset
        let high = observation.geometry.maxOffset(frame)
        if frame.offset > high + Self.tolerance {
            episode.fail(frame: frame.index, severity: frame.offset - high, values: Values(offset: frame.offset, edge: high, pastEnd: true))
        } else if frame.offset < low - Self.tolerance {
            episode.fail(frame: frame.index, severity: low - frame.offset, values: Values(offset: frame.offset, edge: low, pastEnd: false))
        } else {
            pass(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let amount = abs(values.offset - values.edge)
        let message: MessageText = values.pastEnd
            ? "offset \(values.offset) rests \(amount) pt past the scroll range's end \(values.edge): a blank gap above the composer"
            : "offset \(values.offset) rests \(amount) pt before the scroll range's start \(values.edge): a blank gap at the top"
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
