import Handlers

/// A run of one state in a lane: frames `start...end`.
struct StateRun: Equatable, Sendable {
    var state: Int
    var start: Int
    var end: Int
}

/// Follows the lanes frame by frame and closes a run each time a state changes.
struct StateRunTracker {
    /// The lanes, as the frame observed reads them (a screen change remakes them).
    var lanes: [StateLane]
    private var open: [StateRun?]
    private var previous: FrameValues?

    init(lanes: [StateLane]) {
        self.lanes = lanes
        open = Array(repeating: nil, count: lanes.count)
    }

    /// Takes the next frame; returns the runs it closed, as (lane index, run).
    mutating func observe(index: Int, values: FrameValues) -> [(lane: Int, run: StateRun)] {
        var closed: [(Int, StateRun)] = []
        for (lane, description) in lanes.enumerated() {
            let state = description.state(values, previous: previous)
            if var run = open[lane], run.state == state {
                run.end = index
                open[lane] = run
            } else {
                if let run = open[lane] { closed.append((lane, run)) }
                open[lane] = StateRun(state: state, start: index, end: index)
            }
        }
        previous = values
        return closed
    }

    /// Closes the open runs, in lane order.
    mutating func finish() -> [(lane: Int, run: StateRun)] {
        defer { open = Array(repeating: nil, count: lanes.count) }
        return open.enumerated().compactMap { lane, run in run.map { (lane, $0) } }
    }
}
