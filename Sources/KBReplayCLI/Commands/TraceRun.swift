import Foundation
import Handlers
import Invariants
import TraceKit

/// One replay of a trace, read once: its output's bytes (sparse, as a golden holds them)
/// and its invariant verdict, both fed from the same frames.
///
/// `check` compares the bytes with the golden as they are written, saves them as the
/// `.new` file when they differ, and reads them back for the semantic comparison: the
/// trace is replayed once.
struct TraceRun {
    /// The replay's output as `record` would write it; empty when not asked for.
    var output: [UInt8]
    /// Whether the output is the golden's bytes, every one.
    var matchesGolden: Bool
    var verdict: InvariantVerdict

    /// Replays `trace`, checking the invariants on every frame and, with `encoding`,
    /// encoding the frames and comparing them with `golden` (no golden: none matches).
    init(_ trace: Trace, encoding: Bool, golden: [UInt8]? = nil) {
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        var replay = trace.makeReplay()
        // One frame, made in place by the replay and read where it is.
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        var match = OutputMatch(golden: golden)
        if encoding {
            // Each line is compared with the golden where the encoder wrote it: an output
            // that matches its golden is never kept, not even a line of it (page faults on
            // 200 MB of fresh memory were most of a corpus's; copying each line into a
            // buffer first cost a tenth of encoding).
            var encoder = FrameEncoder(header: trace.frameHeader, layout: trace.frameLayout)
            var header: [UInt8] = []
            encoder.appendHeader(to: &header)
            header.withUnsafeBufferPointer { match.append($0) }
            replay.forEachFrame(into: &frame) { frame in
                checker.observe(inPlace: &frame)
                encoder.append(inPlace: &frame) { line in match.append(line) }
                return true
            }
        } else {
            replay.forEachFrame(into: &frame) { frame in
                checker.observe(inPlace: &frame)
                return true
            }
        }
        output = match.output
        matchesGolden = match.isComplete
        verdict = InvariantVerdict(trace, report: checker.finish())
    }
}

/// An output compared with a golden's bytes as it comes, line by line: while they agree
/// only how far is kept; from the first chunk that differs, the output itself (the
/// golden's agreeing bytes, then the rest as it comes).
struct OutputMatch {
    private let golden: [UInt8]
    /// How many bytes of the golden the output has matched, while it matches.
    private var matched = 0
    /// The output, once it differs from the golden (or there is none).
    private var differing: [UInt8]?

    /// `golden`: the bytes to compare with; `nil` when there are none (every output differs).
    init(golden: [UInt8]?) {
        self.golden = golden ?? []
        differing = golden == nil ? [] : nil
    }

    /// Takes the next bytes of the output.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if differing != nil {
            differing!.append(contentsOf: bytes)
        } else if golden.count - matched >= bytes.count, Self.equal(bytes, golden, at: matched) {
            matched += bytes.count
        } else {
            differing = Array(golden[0..<matched])
            differing!.append(contentsOf: bytes)
        }
    }

    /// Whether the output so far is the golden, whole.
    var isComplete: Bool { differing == nil && matched == golden.count }

    /// The output so far.
    var output: [UInt8] { differing ?? Array(golden[0..<matched]) }

    /// Whether `bytes` are `golden`'s at `offset`, compared with `memcmp` (`==` on arrays
    /// compares element by element, a tenth of `check`'s time on a corpus that passes).
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ golden: [UInt8], at offset: Int) -> Bool {
        golden.withUnsafeBytes { right in
            bytes.isEmpty || memcmp(bytes.baseAddress!, right.baseAddress! + offset, bytes.count) == 0
        }
    }
}
