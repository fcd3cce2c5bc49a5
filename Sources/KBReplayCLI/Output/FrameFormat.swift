import Handlers
import TraceKit

/// How a replay's frames become bytes: one value per output format of `replay`.
///
/// A format reads the trace's handler schema, so it writes the frames of every handler.
/// Adding a format is adding a value to `all`; `replay --format` finds it by name.
struct FrameFormat: Equatable, Sendable {
    /// Where a format's bytes go, chunk by chunk.
    typealias Sink = (_ chunk: [UInt8]) throws(IOFailure) -> Void

    /// The name `--format` takes.
    let name: String
    /// One line for `replay --help`.
    let summary: String
    /// Writes the frames of `trace` (`allFrames` is `--all-frames`) to the sink.
    let write: @Sendable (_ trace: Trace, _ allFrames: Bool, _ sink: Sink) throws(IOFailure) -> Void

    /// The formats `replay` writes, the default first.
    static let all: [FrameFormat] = [.jsonLines, .csv, .perfetto]

    /// The default: the frames file, as goldens are written.
    static let jsonLines = FrameFormat(
        name: "jsonl", summary: "JSON Lines, as goldens are written (default)",
        write: { trace, allFrames, sink throws(IOFailure) in
            var encoder = FrameEncoder(
                header: trace.frameHeader, layout: trace.frameLayout, emission: allFrames ? .allFrames : .sparse)
            try encoder.encode(trace.makeReplay(), to: sink)
        })

    /// Two formats are the same when their names are.
    static func == (lhs: FrameFormat, rhs: FrameFormat) -> Bool { lhs.name == rhs.name }

    /// The format named `name`, or a usage error that lists them (and suggests the closest).
    static func named(_ name: String, spec: CommandSpec) throws(UsageError) -> FrameFormat {
        if let format = all.first(where: { $0.name == name }) { return format }
        let names = all.map(\.name)
        let hint = Suggestion.closest(to: name, among: names).map { "Did you mean '\($0)'?" }
            ?? "Formats: \(names.joined(separator: ", "))."
        throw UsageError(message: "unknown format '\(name)'", hint: hint, spec: spec)
    }
}

/// A format's output buffer: text is collected and handed to the sink in chunks of
/// about 64 KiB, so a long replay is never held in memory.
struct ChunkedOutput {
    private(set) var buffer: [UInt8] = []
    let chunkSize: Int

    init(chunkSize: Int = FrameEncoder.defaultChunkSize) {
        self.chunkSize = chunkSize
        buffer.reserveCapacity(chunkSize + 1024)
    }

    /// Appends text, handing a chunk to `sink` when the buffer is full.
    mutating func append(_ text: String, to sink: FrameFormat.Sink) throws(IOFailure) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= chunkSize { try flush(to: sink) }
    }

    /// Hands what is buffered to `sink`.
    mutating func flush(to sink: FrameFormat.Sink) throws(IOFailure) {
        guard !buffer.isEmpty else { return }
        try sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
