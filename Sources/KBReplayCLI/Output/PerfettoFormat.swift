import Handlers
import TraceKit
import UIKitModel

extension FrameFormat {
    /// Chrome's trace event JSON, which ui.perfetto.dev and chrome://tracing open: one
    /// counter track per numeric field, instants for the trace's events and the frames'
    /// effects, slices for the state lanes (`StateLane`: the keyboard, choices, flags).
    ///
    /// Perfetto names a counter's track "NAME KEY" (the event's name, its argument's key)
    /// and lists counter tracks by name; the format has no other way to order them. So a
    /// counter's name is its field's place among the numeric fields, zero-padded, and its
    /// key the field: `01 kbTop`, `02 offset`, ..., in the schema's order.
    ///
    /// Timestamps are microseconds on the frame clock, exact to the nanosecond. A counter
    /// is written at the first frame, at every frame where its written value changes, and
    /// at the last (counters are step functions, so this is every frame's value).
    static let perfetto = FrameFormat(
        name: "perfetto", summary: "Chrome trace event JSON for ui.perfetto.dev",
        write: { trace, _, sink throws(IOFailure) in
            var writer = PerfettoWriter(trace: trace)
            try writer.write(to: sink)
        })
}

/// Writes one trace's replay as trace event JSON, streaming.
struct PerfettoWriter {
    /// The thread ids: events, effects, then one per state lane.
    static let eventsThread = 1
    static let effectsThread = 2
    static let firstLaneThread = 10

    let trace: Trace
    let layout: FrameLayout
    let lanes: [StateLane]
    /// Each field's counter name (its place among the numeric fields), `nil` for the others.
    let counterNames: [String?]
    private var output = ChunkedOutput()
    private var first = true

    init(trace: Trace) {
        self.trace = trace
        layout = trace.frameLayout
        lanes = StateLane.lanes(of: layout.schema, screenHeight: trace.scenario.screen.height)
        counterNames = Self.counterNames(layout)
    }

    /// `01`, `02`, ... for the numeric fields in order (as many digits as the last needs,
    /// at least two), `nil` for the others.
    static func counterNames(_ layout: FrameLayout) -> [String?] {
        let numeric = (0..<layout.count).filter { layout.isNumeric($0) }
        let width = max(2, String(numeric.count).count)
        var names = [String?](repeating: nil, count: layout.count)
        for (place, index) in numeric.enumerated() {
            let digits = String(place + 1)
            names[index] = String(repeating: "0", count: width - digits.count) + digits
        }
        return names
    }

    mutating func write(to sink: FrameFormat.Sink) throws(IOFailure) {
        try output.append(#"{"displayTimeUnit":"ms","otherData":{"trace":"#
            + JSONStringFormat.literal(trace.name) + #","handler":"# + JSONStringFormat.literal(trace.handler.name)
            + #","fps":\#(trace.fps),"frames":\#(trace.frameCount)},"traceEvents":["# + "\n", to: sink)
        try metadata(to: sink)
        for timed in trace.events {
            let args = EventText.values(timed.event).map { (JSONStringFormat.literal($0.name), argument($0.value)) }
            try event(
                name: EventText.typeName(timed.event), phase: "i", time: timed.time, thread: Self.eventsThread,
                extra: #","s":"t""#, args: args, to: sink)
        }
        var runs = StateRunTracker(lanes: lanes)
        var last = WrittenValues()
        let lastIndex = trace.lastFrameIndex
        for frame in trace.makeReplay() {
            let values = layout.written(frame.values)
            for index in 0..<layout.count {
                guard let name = counterNames[index],
                    frame.index == 0 || frame.index == lastIndex || values[index] != last[index]
                else { continue }
                try event(
                    name: name, phase: "C", time: frame.time, thread: 0, extra: "",
                    args: [(JSONStringFormat.literal(layout.field(index).name), DecimalFormat.string(thousandths: values[index]))],
                    to: sink)
            }
            last = values
            for effect in frame.effects {
                try event(name: effect.rawValue, phase: "i", time: frame.time, thread: Self.effectsThread,
                          extra: #","s":"t""#, args: [], to: sink)
            }
            for (lane, run) in runs.observe(index: frame.index, values: frame.values) {
                try slice(lane: lane, run: run, to: sink)
            }
        }
        for (lane, run) in runs.finish() { try slice(lane: lane, run: run, to: sink) }
        try output.append("\n]}\n", to: sink)
        try output.flush(to: sink)
    }

    /// The process's and the threads' names, and the threads' order.
    private mutating func metadata(to sink: FrameFormat.Sink) throws(IOFailure) {
        let process = "kbreplay \(trace.name) (\(trace.handler.name))"
        try append(#"{"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"#
            + JSONStringFormat.literal(process) + "}}", to: sink)
        let threads = [(Self.eventsThread, "trace events"), (Self.effectsThread, "effects")]
            + lanes.enumerated().map { (Self.firstLaneThread + $0.offset, $0.element.name) }
        for (order, (thread, name)) in threads.enumerated() {
            try append(#"{"name":"thread_name","ph":"M","pid":1,"tid":\#(thread),"args":{"name":"#
                + JSONStringFormat.literal(name) + "}}", to: sink)
            try append(#"{"name":"thread_sort_index","ph":"M","pid":1,"tid":\#(thread),"args":{"sort_index":\#(order)}}"#,
                       to: sink)
        }
    }

    /// A complete event (`"ph":"X"`) for a run of a lane's state, up to the next run's
    /// start (one frame past the last frame for the last run).
    private mutating func slice(lane: Int, run: StateRun, to sink: FrameFormat.Sink) throws(IOFailure) {
        let start = Time.frameTime(index: run.start, fps: trace.fps)
        let end = Time.frameTime(index: run.end + 1, fps: trace.fps)
        try event(
            name: lanes[lane].states[run.state], phase: "X", time: start, thread: Self.firstLaneThread + lane,
            extra: #","dur":"# + Self.microseconds(end - start),
            args: [("\"frames\"", JSONStringFormat.literal("\(run.start)...\(run.end)"))], to: sink)
    }

    private mutating func event(
        name: String, phase: String, time: Nanoseconds, thread: Int, extra: String,
        args: [(key: String, value: String)], to sink: FrameFormat.Sink
    ) throws(IOFailure) {
        let arguments = args.map { "\($0.key):\($0.value)" }.joined(separator: ",")
        try append(#"{"name":"# + JSONStringFormat.literal(name) + #","ph":"\#(phase)","ts":"# + Self.microseconds(time)
            + #","pid":1,"tid":\#(thread)"# + extra + #","args":{"# + arguments + "}}", to: sink)
    }

    private mutating func append(_ line: String, to sink: FrameFormat.Sink) throws(IOFailure) {
        try output.append((first ? "" : ",\n") + line, to: sink)
        first = false
    }

    /// An event value as JSON: a number or `true`/`false` as is, anything else a string.
    private func argument(_ value: String) -> String {
        if value == "true" || value == "false" || Double(value) != nil { return value }
        return JSONStringFormat.literal(value)
    }

    /// Nanoseconds as microseconds with up to 3 decimals: `16666.667`.
    static func microseconds(_ nanoseconds: Nanoseconds) -> String {
        DecimalFormat.string(thousandths: Int64(nanoseconds))
    }
}
