import InsetEngine

/// `finite-numbers`: every number of every frame is finite.
struct FiniteNumbersCheck: FrameCheck {
    static let id = InvariantID.finiteNumbers

    private var episode = EpisodeTracker<StaticString>()

    mutating func observe(_ observation: Observation, into log: inout ViolationLog) {
        if let field = Self.firstNonFinite(observation.frame) {
            episode.fail(frame: observation.frame.index, severity: 0, values: field)
        } else {
            finish(into: &log)
        }
    }

    mutating func finish(into log: inout ViolationLog) {
        guard let closed = episode.close() else { return }
        log.add(Self.id, frames: closed.frames, frame: closed.worstFrame, message: "\(closed.values) is not finite")
    }

    /// The name of the first field (in frame format order) that is NaN or infinite.
    static func firstNonFinite(_ frame: Frame) -> StaticString? {
        if !frame.keyboardTop.isFinite { return "kbTop" }
        if !frame.offset.isFinite { return "offset" }
        if !frame.inset.isFinite { return "inset" }
        if !frame.indicator.isFinite { return "indicator" }
        if !frame.contentHeight.isFinite { return "contentH" }
        if !frame.viewportHeight.isFinite { return "viewportH" }
        if !frame.revealY.isFinite { return "revealY" }
        if !frame.revealAlpha.isFinite { return "revealAlpha" }
        if !frame.composerY.isFinite { return "composerY" }
        if !frame.composerHeight.isFinite { return "composerH" }
        if !frame.buttonAlpha.isFinite { return "btnAlpha" }
        if !frame.buttonY.isFinite { return "btnY" }
        if !frame.runway.isFinite { return "runway" }
        if !frame.pinnedOffset.isFinite { return "pinned" }
        return nil
    }
}
