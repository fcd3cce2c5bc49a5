import Handlers
import UIKitModel

/// A golden read in pieces, frame by frame, in memory that does not grow with the file:
/// `check` compares a golden of any size this way (`GoldenComparison.differences(reading:...)`).
///
/// The bytes come from `read`, a piece at a time (empty at the end); only the piece being
/// split into lines and one line are held, so the reader's memory is at most
/// `chunk + maximumLineBytes` bytes (about 128 KiB with `check`'s 64 KiB pieces) plus the
/// first `maximumErrors` problems. Lines are parsed as `Golden.parse` parses them, with
/// the same errors; a line longer than `maximumLineBytes` (a golden line is at most a few
/// hundred bytes) is an error and is skipped.
public final class GoldenReader {
    /// The longest line read: 64 KiB.
    public static let maximumLineBytes = 64 * 1024
    /// The most problems kept: a file of garbage reports its first 100.
    public static let maximumErrors = 100

    private var lines: GoldenLines
    private let read: () -> [UInt8]
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var start = 0
    /// Whether `read` said the end.
    private var ended = false
    /// Whether the last line was taken.
    private var finished = false
    /// Whether the bytes being skipped belong to a line that was too long.
    private var skippingLongLine = false

    /// - Parameters:
    ///   - handlers: the handlers a header may name (the built-in ones by default).
    ///   - read: the next bytes of the file, empty at its end.
    public convenience init(handlers: [HandlerKind] = HandlerKind.builtIn, read: @escaping () -> [UInt8]) {
        self.init(layout: { name in handlers.first { $0.name == name }.map { FrameLayout.of($0.schema.frame) } }, read: read)
    }

    public init(layout: @escaping (_ handler: String) -> FrameLayout?, read: @escaping () -> [UInt8]) {
        lines = GoldenLines(layout: layout)
        lines.maximumErrors = GoldenReader.maximumErrors
        self.read = read
    }

    /// The header, read first if need be; `nil` when the first line is not a valid
    /// header of a known handler (`errors` says why).
    public func header() -> (header: FrameHeader, layout: FrameLayout)? {
        while lines.lineCount == 0, !finished { _ = nextLine() }
        guard let header = lines.header, let layout = lines.layout else { return nil }
        return (header, layout)
    }

    /// The next written frame, or `nil` at the end of the file. Lines with problems are
    /// skipped (each noted in `errors`).
    public func nextFrame() -> WrittenFrame? {
        while !finished {
            if let frame = nextLine() { return frame }
        }
        return nil
    }

    /// Reads the rest of the file, so that `errors` holds every problem.
    public func finish() {
        while !finished { _ = nextLine() }
    }

    /// The problems found so far (all of them once `finish()` ran), up to `maximumErrors`.
    public var errors: [GoldenError] { lines.errors }
    /// How many lines have problems, the ones past `maximumErrors` included.
    public var errorCount: Int { lines.errorCount }

    /// Every frame of the golden, implied ones filled in (`Golden.ExpandedFrames`), read
    /// as they are asked for; call `header()` first.
    public var expandedFrames: ExpandedFrames { ExpandedFrames(reader: self) }

    /// Takes the next line; the frame it writes, if it writes one.
    private func nextLine() -> WrittenFrame? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                start = newline + 1
                if skippingLongLine {
                    skippingLongLine = false
                    return nil
                }
                return lines.take(line)
            }
            if buffer.count - start > GoldenReader.maximumLineBytes, !skippingLongLine {
                lines.reject(message: "the line is longer than \(GoldenReader.maximumLineBytes) bytes")
                skippingLongLine = true
            }
            if skippingLongLine { start = buffer.count }
            if ended {
                finished = true
                let last = skippingLongLine ? buffer[buffer.count...] : buffer[start...]
                return lines.takeLast(last, skipped: skippingLongLine)
            }
            buffer.removeFirst(start)
            start = 0
            let piece = read()
            if piece.isEmpty { ended = true } else { buffer += piece }
        }
    }

    /// The frames `0...header.frames-1` of a golden being read, implied ones included.
    public struct ExpandedFrames: Sequence, IteratorProtocol {
        private let reader: GoldenReader
        private let frameCount: Int
        private var nextIndex = 0
        private var pending: WrittenFrame?
        private var current: WrittenValues?

        init(reader: GoldenReader) {
            self.reader = reader
            frameCount = reader.header()?.header.frames ?? 0
            pending = reader.nextFrame()
        }

        public mutating func next() -> WrittenFrame? {
            guard nextIndex < frameCount else { return nil }
            defer { nextIndex += 1 }
            if let written = pending, written.index == nextIndex {
                pending = reader.nextFrame()
                current = written.values
                return written
            }
            guard let current else { return nil }
            return WrittenFrame(index: nextIndex, values: current)
        }
    }
}
