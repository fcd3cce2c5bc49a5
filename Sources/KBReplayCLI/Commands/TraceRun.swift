import Foundation
import Handlers
import Invariants
import TraceKit

/// One replay of a trace, read once: whether its output is the golden's bytes, and its
/// invariant verdict, both fed from the same frames.
///
/// `check` compares the bytes with the golden as they are written, reading the golden in
/// pieces alongside: neither the output nor the golden is kept, so the memory does not
/// grow with either. When they differ, `check` replays again to compare within the
/// tolerance and to save the `.new` (a replay is cheaper than keeping 200 MB).
struct TraceRun {
    /// Whether the output is the golden's bytes, every one.
    var matchesGolden: Bool
    var verdict: InvariantVerdict

    /// Replays `trace`, checking the invariants on every frame and, with `encoding`,
    /// encoding the frames and comparing them with the golden `readGolden` hands out in
    /// pieces (no golden: none matches).
    init(_ trace: Trace, encoding: Bool, golden readGolden: (() -> [UInt8])? = nil) {
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        var replay = trace.makeReplay()
        // One frame, made in place by the replay and read where it is.
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        var match = OutputMatch(golden: readGolden)
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
        matchesGolden = match.isComplete()
        verdict = InvariantVerdict(trace, report: checker.finish())
    }
}

/// An output compared with a golden's bytes as both come, line by line: only the piece
/// of the golden being compared is held, and nothing once they differ.
struct OutputMatch {
    /// The golden's next bytes, empty at its end; `nil` when there is no golden.
    private let read: (() -> [UInt8])?
    private var buffer: [UInt8] = []
    /// How much of `buffer` the output has matched.
    private var offset = 0
    private var ended = false
    /// Whether the output differs from the golden (or there is none).
    private(set) var differs: Bool

    init(golden read: (() -> [UInt8])?) {
        self.read = read
        differs = read == nil
    }

    /// Takes the next bytes of the output.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !differs else { return }
        while buffer.count - offset < bytes.count, !ended { readMore() }
        guard buffer.count - offset >= bytes.count, Self.equal(bytes, buffer, at: offset) else {
            differs = true
            buffer = []
            return
        }
        offset += bytes.count
    }

    /// Whether the output so far is the golden, whole (reads on to see the golden's end).
    mutating func isComplete() -> Bool {
        guard !differs else { return false }
        while offset == buffer.count, !ended { readMore() }
        return offset == buffer.count
    }

    /// The golden's next piece, after the bytes already matched.
    private mutating func readMore() {
        buffer.removeFirst(offset)
        offset = 0
        let piece = read?() ?? []
        if piece.isEmpty { ended = true } else { buffer += piece }
    }

    /// Whether `bytes` are `golden`'s at `offset`, compared with `memcmp` (`==` on arrays
    /// compares element by element, a tenth of `check`'s time on a corpus that passes).
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ golden: [UInt8], at offset: Int) -> Bool {
        golden.withUnsafeBytes { right in
            bytes.isEmpty || memcmp(bytes.baseAddress!, right.baseAddress! + offset, bytes.count) == 0
        }
    }
}
