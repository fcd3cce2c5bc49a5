/// Consecutive failing frames, merged into one violation with its worst frame.
struct Episode<Values> {
    var first: Int
    var last: Int
    var worstFrame: Int
    var severity: Double
    var values: Values

    var frames: ClosedRange<Int> { first...last }
}

/// Tracks a per-frame rule's current episode: `fail` extends it (or opens one), `pass`
/// closes it and hands it back.
struct EpisodeTracker<Values> {
    private(set) var open: Episode<Values>?

    /// Records a failure of `severity` at `frame`; the worst values are kept.
    ///
    /// The open episode is changed where it is (a copy out and back cost a copy of its
    /// values each failing frame).
    mutating func fail(frame: Int, severity: Double, values: Values) {
        guard open != nil else {
            open = Episode(first: frame, last: frame, worstFrame: frame, severity: severity, values: values)
            return
        }
        open!.last = frame
        if severity > open!.severity {
            open!.severity = severity
            open!.worstFrame = frame
            open!.values = values
        }
    }

    /// Closes the episode, if one is open, and returns it.
    ///
    /// Every check asks this of most frames, which pass with no episode open: nothing is
    /// copied or cleared then.
    mutating func close() -> Episode<Values>? {
        guard open != nil else { return nil }
        defer { open = nil }
        return open
    }
}

/// A check whose violations are episodes of consecutive failing frames (an
/// `EpisodeTracker`), each reported by `finish` when a frame passes or the frames end.
protocol EpisodeCheck: FrameCheck {
    /// What a failing frame keeps for the message (the worst frame's values).
    associatedtype EpisodeValues
    /// The check's episodes.
    var episode: EpisodeTracker<EpisodeValues> { get }
}

extension EpisodeCheck {
    /// Whether an episode is open: a frame failed and none has passed since.
    var hasOpenEpisode: Bool { episode.open != nil }

    /// A frame passes: the open episode, if there is one, is closed and reported.
    ///
    /// Inlined, and `finish` called only for an open episode: most frames pass with none
    /// open, and calling `finish` to find that out (a call that saves and restores the
    /// registers its message needs) cost about 20 instructions per check and frame.
    @inline(__always)
    mutating func pass(into log: inout ViolationLog) {
        if hasOpenEpisode { finish(into: &log) }
    }
}

// A check made once when its registration is prepared, and copied for each replay
// (`HandlerInvariants.Check(reading:_:)`), is `Sendable`, and so is its episode.
extension Episode: Sendable where Values: Sendable {}
extension EpisodeTracker: Sendable where Values: Sendable {}
