import Handlers
import UIKitModel

/// A golden file, `NAME.golden.jsonl`: the header and the frames it writes, sparse.
///
/// Read one with `Golden.parse(_:)`; `expandedFrames` fills in the implied frames.
public struct Golden: Equatable, Sendable {
    public var header: FrameHeader
    /// The fields of its frame lines (the header's handler's).
    public var layout: FrameLayout
    /// The written frames, `f` strictly increasing from 0, all below `header.frames`.
    public var frames: [WrittenFrame]

    public init(header: FrameHeader, layout: FrameLayout, frames: [WrittenFrame]) {
        self.header = header
        self.layout = layout
        self.frames = frames
    }

    /// Every frame `0...header.frames-1`, implied ones included.
    public var expandedFrames: ExpandedFrames { ExpandedFrames(golden: self) }

    /// The frames of a golden with the implied ones filled in: an implied frame copies
    /// every field of the last written frame except `f`, `t` and `fx` (it has no effects).
    public struct ExpandedFrames: Sequence, IteratorProtocol {
        private let golden: Golden
        private var nextIndex = 0
        private var nextWritten = 0
        private var current: WrittenValues?

        init(golden: Golden) {
            self.golden = golden
        }

        public mutating func next() -> WrittenFrame? {
            guard nextIndex < golden.header.frames else { return nil }
            defer { nextIndex += 1 }
            if nextWritten < golden.frames.count, golden.frames[nextWritten].index == nextIndex {
                let written = golden.frames[nextWritten]
                nextWritten += 1
                current = written.values
                return written
            }
            // `Golden.parse` guarantees frame 0 is written; a hand-built golden without it
            // has nothing to imply from and ends here.
            guard let current else { return nil }
            return WrittenFrame(index: nextIndex, values: current)
        }
    }
}

/// A problem in a golden file, at a line (and a column, for JSON syntax errors).
public struct GoldenError: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int?
    public var message: String

    public init(line: Int, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE: message`, or `FILE:LINE:COL: message` for a JSON syntax error, the
    /// file's name shown (`FileName.shown`).
    public func formatted(file: String) -> String {
        let file = FileName.shown(file)
        if let column { return "\(file):\(line):\(column): \(message)" }
        return "\(file):\(line): \(message)"
    }
}

/// Every problem found in a golden file, by line: at most one per line.
public struct GoldenErrors: Error, Equatable, Sendable {
    public var errors: [GoldenError]

    public init(errors: [GoldenError]) {
        self.errors = errors
    }

    /// Each error formatted for `file`, one per line.
    public func formatted(file: String) -> String {
        errors.map { $0.formatted(file: file) }.joined(separator: "\n")
    }
}
