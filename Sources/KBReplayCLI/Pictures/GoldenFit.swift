import TraceKit

/// Whether a golden can be drawn beside a trace's replay, as the plot and the view decide it:
/// not when its handler or its fps differ; with a note when its frame count does.
enum GoldenFit {
    /// `golden` if it can be drawn against `trace`, and the notes to show either way.
    static func check(_ golden: Golden?, against trace: Trace) -> (golden: Golden?, notes: [String]) {
        guard let golden else { return (nil, []) }
        if golden.header.handler != trace.handler.name {
            return (nil, ["golden not drawn: its handler is \(golden.header.handler), the trace's \(trace.handler.name)"])
        }
        if golden.header.fps != trace.fps {
            return (nil, ["golden not drawn: its fps is \(golden.header.fps), the trace's \(trace.fps)"])
        }
        if golden.header.frames != trace.frameCount {
            return (golden, ["the golden has \(golden.header.frames) frames, the replay \(trace.frameCount)"])
        }
        return (golden, [])
    }
}
