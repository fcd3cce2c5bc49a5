import TraceKit

/// Whether a golden can be drawn beside a trace's replay, as the plot and the view decide it:
/// not when its handler or its fps differ; with a note when its frame count does.
enum GoldenFit {
    /// `golden` if it can be drawn against `trace`, and the notes to show either way.
    static func check(_ golden: (any DrawnGolden)?, against trace: Trace) -> (golden: (any DrawnGolden)?, notes: [String]) {
        guard let golden else { return (nil, []) }
        let (fits, notes) = check(golden.header, against: trace)
        return (fits ? golden : nil, notes)
    }

    /// Whether a golden with `header` can be drawn against `trace`, and the notes.
    static func check(_ header: FrameHeader, against trace: Trace) -> (fits: Bool, notes: [String]) {
        if header.handler != trace.handler.name {
            return (false, ["golden not drawn: its handler is \(header.handler), the trace's \(trace.handler.name)"])
        }
        if header.fps != trace.fps {
            return (false, ["golden not drawn: its fps is \(header.fps), the trace's \(trace.fps)"])
        }
        if header.frames != trace.frameCount {
            return (true, ["the golden has \(header.frames) frames, the replay \(trace.frameCount)"])
        }
        return (true, [])
    }
}
