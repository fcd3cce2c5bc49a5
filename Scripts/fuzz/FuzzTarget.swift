// The libFuzzer target: trace parsing, then replay, frame encoding and golden
// comparison, under the address sanitizer. Built by `Scripts/fuzz.sh`, not by SwiftPM.
//
// What counts as a bug (libFuzzer reports it with the input that caused it):
// - any trap, sanitizer report, timeout or out-of-memory;
// - a rejected trace without a diagnostic;
// - an accepted trace whose frames are not finite, whose output does not read back as
//   a golden, or that replays to different bytes the second time;
// - a golden file that is accepted but does not expand to its frame count.
// An accepted golden is also compared with a replay on its own clock, and the report
// of the differences is formatted: `check` does that with goldens edited by hand.
import Handlers
import TraceKit
import UIKitModel

/// Inputs larger than this are skipped: the parser is linear, so size only costs time.
let maximumInputBytes = 256 * 1024
/// Replays with more frames than this are skipped, so a run measures parsing and the
/// engine rather than long replays of a short trace.
let maximumReplayFrames = 20_000

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard count <= maximumInputBytes else { return -1 }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    switch TraceParser.parse(bytes) {
    case .success(let trace):
        replay(trace)
    case .failure(let failure):
        require(!failure.diagnostics.isEmpty, "a rejected trace has no diagnostic")
        _ = failure.formatted(file: "fuzz.trace.json")
        readAsGolden(bytes)
    }
    return 0
}

/// Replays an accepted trace twice: finite frames, identical bytes, and output that
/// reads back as a golden the replay matches.
func replay(_ trace: Trace) {
    guard trace.frameCount <= maximumReplayFrames else { return }
    var frames = 0
    let numeric = trace.handler.schema.frame.fields.indices.filter { trace.handler.schema.frame.fields[$0].kind.isNumeric }
    for frame in trace.makeReplay() {
        frames += 1
        for index in numeric {
            require(frame.values[index].isFinite, "frame \(frame.index) has a value that is not finite")
        }
    }
    require(frames == trace.frameCount, "the replay has \(frames) frames, not \(trace.frameCount)")
    let first = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
    let second = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
    require(first == second, "two replays of one trace differ")
    switch Golden.parse(first) {
    case .success(let golden):
        let differences = GoldenComparison(tolerance: 0).differences(
            golden: golden, header: trace.frameHeader, frames: trace.makeReplay())
        require(differences == nil, "a replay differs from its own golden")
    case .failure(let errors):
        require(false, "the output does not read back as a golden: \(errors.formatted(file: "output"))")
    }
}

/// The spec's example trace: what a fuzzed golden is compared with.
let exampleTrace: Trace = {
    let text = """
        {"kbtrace": 1, "name": "case1", "fps": 60, "duration": 1.2,
         "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
         "scrollView": {"height": 852, "contentHeight": 2400},
         "events": [{"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336},
                     "duration": 0.25, "curve": 7}]}
        """
    guard case .success(let trace) = TraceParser.parse(Array(text.utf8)) else { fatalError("the example trace is invalid") }
    return trace
}()

/// Reads an input that is not a trace as a golden: an accepted golden expands to its
/// frame count, and compares with a replay on its clock (as `check` would).
func readAsGolden(_ bytes: [UInt8]) {
    switch Golden.parse(bytes) {
    case .success(let golden):
        guard golden.header.frames <= maximumReplayFrames else { return }
        var count = 0
        for _ in golden.expandedFrames { count += 1 }
        require(count == golden.header.frames, "a golden expands to \(count) frames, not \(golden.header.frames)")
        guard (1...240).contains(golden.header.fps) else { return }
        let header = FrameHeader(trace: exampleTrace.name, fps: golden.header.fps, frames: golden.header.frames)
        let replay = exampleTrace.handler.replay(
            scenario: exampleTrace.scenario, events: exampleTrace.events, fps: header.fps, lastFrameIndex: header.frames - 1)
        for tolerance in [0, 0.01, 1e300] {
            _ = GoldenComparison(tolerance: tolerance).differences(golden: golden, header: header, frames: replay)?.formatted()
        }
    case .failure(let errors):
        require(!errors.errors.isEmpty, "a rejected golden has no error")
        _ = errors.formatted(file: "fuzz.golden.jsonl")
    }
}

/// Stops the run (a crash libFuzzer saves) with a message.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz check failed: \(message())") }
}
