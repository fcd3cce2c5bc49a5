import Foundation
import Handlers
import Invariants
import TraceKit

/// One replay of a trace, read once: its output's bytes (sparse, as a golden holds them)
/// and its invariant verdict, both fed from the same frames.
///
/// `check` compares the bytes with the golden, saves them as the `.new` file when they
/// differ, and reads them back for the semantic comparison: the trace is replayed once.
struct TraceRun {
    /// The replay's output as `record` would write it; empty when not asked for.
    var output: [UInt8]
    var verdict: InvariantVerdict

    /// Replays `trace`, checking the invariants on every frame and, with `encoding`,
    /// encoding the frames into `output`, made with room for `capacity` bytes.
    init(_ trace: Trace, encoding: Bool, capacity: Int = 0) {
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        var replay = trace.makeReplay()
        var bytes: [UInt8] = []
        // One frame, made in place by the replay and read where it is.
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        if encoding {
            bytes.reserveCapacity(capacity)
            var encoder = FrameEncoder(header: trace.frameHeader, layout: trace.frameLayout)
            encoder.appendHeader(to: &bytes)
            while replay.next(into: &frame) {
                checker.observe(frame)
                encoder.append(inPlace: &frame, to: &bytes)
            }
        } else {
            while replay.next(into: &frame) { checker.observe(frame) }
        }
        output = bytes
        verdict = InvariantVerdict(trace, report: checker.finish())
    }

    /// Whether `bytes` are the output, compared with `memcmp` (`==` on arrays compares
    /// element by element, a tenth of `check`'s time on a corpus that passes).
    func outputEquals(_ bytes: [UInt8]) -> Bool {
        guard output.count == bytes.count else { return false }
        return output.withUnsafeBytes { left in
            bytes.withUnsafeBytes { right in
                left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }

    /// The output read back as a golden, for the comparison with the golden file
    /// (the encoder's output always reads back, to the frames it encoded).
    func outputAsGolden(_ trace: Trace) -> Golden? {
        let layout = trace.frameLayout
        guard case .success(let golden) = Golden.parse(output, layout: { _ in layout }) else { return nil }
        return golden
    }
}
