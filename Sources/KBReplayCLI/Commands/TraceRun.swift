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
    /// encoding the frames and comparing them with the golden `readGolden` reads in
    /// pieces (no golden: none matches), into a buffer from `buffers` that goes back there.
    init(_ trace: Trace, encoding: Bool, golden readGolden: OutputMatch.Read? = nil, buffers: GoldenBuffers? = nil) {
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        var replay = trace.makeReplay()
        // One frame, made in place by the replay and read where it is.
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        var match = OutputMatch(golden: readGolden, buffer: readGolden == nil ? [] : buffers?.take() ?? [])
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
        buffers?.giveBack(match.takeBuffer())
        verdict = InvariantVerdict(trace, report: checker.finish())
    }
}

/// An output compared with a golden's bytes as both come, line by line: only the piece
/// of the golden being compared is held, and nothing once they differ.
struct OutputMatch {
    /// Reads the golden's next bytes into the room given (as many as it holds at most):
    /// none at its end.
    typealias Read = (inout ReadRoom) -> Void

    /// `nil` when there is no golden.
    private let read: Read?
    /// The room a read is given at least.
    private let pieceBytes: Int
    /// The golden's bytes read and not yet matched are `buffer[start..<end]`. A piece is
    /// read straight in after them, the few bytes left of a line moved to the front first:
    /// the golden is never copied, nor memory cleared for it (copying each piece onto the
    /// rest, into memory cleared for the read, was an eighth of `check`'s instructions).
    private var buffer: [UInt8] = []
    private var start = 0
    private var end = 0
    private var ended = false
    /// Whether the output differs from the golden (or there is none).
    private(set) var differs: Bool

    /// Compares with the golden `read` reads, into `buffer` (any bytes it holds are
    /// written over; it grows when it has less than `pieceBytes`).
    init(golden read: Read?, buffer: [UInt8] = [], pieceBytes: Int = ChunkedFile.pieceBytes) {
        self.read = read
        self.buffer = buffer
        self.pieceBytes = pieceBytes
        differs = read == nil
    }

    /// Takes the next bytes of the output.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !differs else { return }
        while end - start < bytes.count, !ended { readMore() }
        guard end - start >= bytes.count, matches(bytes) else {
            differs = true
            buffer = []
            return
        }
        start += bytes.count
    }

    /// Whether the output so far is the golden, whole (reads on to see the golden's end).
    mutating func isComplete() -> Bool {
        guard !differs else { return false }
        while start == end, !ended { readMore() }
        return start == end
    }

    /// The buffer the golden was read into, for another comparison (empty once the output
    /// differed); this one holds nothing any more.
    mutating func takeBuffer() -> [UInt8] {
        defer { buffer = [] }
        return buffer
    }

    /// Reads the golden's next piece in after the bytes not yet matched.
    private mutating func readMore() {
        guard let read else {
            ended = true
            return
        }
        let pending = end - start
        if buffer.count - pending < pieceBytes {
            // The first read, or a line longer than the room left: room for a piece more.
            buffer = buffer.grown(keeping: pending, from: start, to: pending + pieceBytes)
        } else {
            buffer.moveToFront(from: start, count: pending)
        }
        start = 0
        end = pending
        let count = ReadRoom.read(into: &buffer, from: pending, read)
        if count == 0 { ended = true } else { end += count }
    }

    /// Whether `bytes` are the golden's next, compared with `memcmp` (`==` on arrays
    /// compares element by element, a tenth of `check`'s time on a corpus that passes).
    private func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        buffer.hasBytes(bytes, at: start)
    }
}
