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
    mutating func fail(frame: Int, severity: Double, values: Values) {
        guard var episode = open else {
            open = Episode(first: frame, last: frame, worstFrame: frame, severity: severity, values: values)
            return
        }
        episode.last = frame
        if severity > episode.severity {
            episode.severity = severity
            episode.worstFrame = frame
            episode.values = values
        }
        open = episode
    }

    /// Closes the episode, if one is open, and returns it.
    mutating func close() -> Episode<Values>? {
        defer { open = nil }
        return open
    }
}
