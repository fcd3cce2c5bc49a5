import HandlerCore
import UIKitModel

/// `content-not-covered`: content anchored at the composer's top (less the handler's
/// content gap; or short content at its top) stays anchored across the next motion unless the user scrolled, the content
/// changed or a pin was armed or toggled. Tolerance 0.5 pt.
struct ContentNotCoveredCheck: EpisodeCheck {
    static let id = InvariantID.contentNotCovered
    static let tolerance = 0.5

    struct Values {
        var contentBottom: Double
        var expected: Double
        var fits: Bool
        /// The handler's content gap above the composer.
        var gap: Double
    }

    private var anchored = false
    private(set) var episode = EpisodeTracker<Values>()
    /// Where the frames hold the pin (a chat handler without one reads it idle); after the
    /// state: first, it kept the optional check's tag from being read inline.
    let pin: PinLanes

    init(_ pin: PinLanes) {
        self.pin = pin
    }

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        if observation.context.breaksAnchor {
            anchored = false
            pass(into: &log)
        }
        guard observation.atRest else { return }
        let frame = observation.frame
        let pinFree = observation.holds(pin.phase, pin.free) && observation[pin.runway] <= Self.tolerance
        guard pinFree else {
            anchored = false
            pass(into: &log)
            return
        }
        let anchor = observation.geometry.anchoredContentBottom(observation)
        let naturalBottom = observation.geometry.naturalContentBottom(observation)
        let fits = naturalBottom <= anchor + Self.tolerance
        let expected = fits ? naturalBottom : anchor
        let bottom = observation.geometry.contentBottom(observation)
        let deviation = abs(bottom - expected)
        if deviation <= Self.tolerance {
            anchored = true
            pass(into: &log)
        } else if anchored || hasOpenEpisode {
            anchored = false
            episode.fail(frame: frame.index, severity: deviation, values: Values(contentBottom: bottom, expected: expected, fits: fits, gap: observation.geometry.contentGap))
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        let values = closed.values
        let amount = abs(values.contentBottom - values.expected)
        let place: MessageText = values.fits
            ? "its top position's bottom \(values.expected)"
            : values.gap == 0
                ? "the composer's top \(values.expected)"
                : "its place \(values.gap) pt above the composer's top, \(values.expected)"
        let message: MessageText = values.contentBottom > values.expected
            ? "the content's bottom edge \(values.contentBottom) is covered: \(amount) pt below \(place)"
            : "the content's bottom edge \(values.contentBottom) floats \(amount) pt above \(place)"
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: message)
    }
}
