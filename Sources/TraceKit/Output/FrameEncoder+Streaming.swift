import Handlers

extension FrameEncoder {
    /// The size of the chunks `encode(_:chunkSize:to:)` hands to its sink.
    public static let defaultChunkSize = 64 * 1024

    /// Writes the header and the frames of `frames` as they are made, handing the
    /// output to `sink` in chunks of about `chunkSize` bytes (the last one may be
    /// smaller); never holds more than a chunk and a line in memory.
    public mutating func encode<Frames: Sequence<Frame>, Failure: Error>(
        _ frames: Frames,
        chunkSize: Int = FrameEncoder.defaultChunkSize,
        to sink: (_ chunk: [UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunkSize + 1024)
        appendHeader(to: &buffer)
        for frame in frames {
            append(frame, to: &buffer)
            if buffer.count >= chunkSize {
                try sink(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        if !buffer.isEmpty { try sink(buffer) }
    }

    /// `encode(_:chunkSize:to:)` for a replay: its frames are made into one frame this
    /// keeps (`Replay.forEachFrame`), not copied out one by one; the first failure of
    /// `sink` stops the replay and is thrown.
    public mutating func encode<Failure: Error>(
        _ replay: consuming Replay,
        chunkSize: Int = FrameEncoder.defaultChunkSize,
        to sink: (_ chunk: [UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var replay = replay
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunkSize + 1024)
        appendHeader(to: &buffer)
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        var failure: Failure?
        replay.forEachFrame(into: &frame) { frame in
            append(inPlace: &frame, to: &buffer)
            guard buffer.count >= chunkSize else { return true }
            do throws(Failure) {
                try sink(buffer)
            } catch {
                failure = error
                return false
            }
            buffer.removeAll(keepingCapacity: true)
            return true
        }
        if let failure { throw failure }
        if !buffer.isEmpty { try sink(buffer) }
    }

    /// The whole output for `frames`, in memory: for tests and small replays.
    public static func encodedBytes(
        header: FrameHeader, layout: FrameLayout, emission: Emission = .sparse, frames: some Sequence<Frame>
    ) -> [UInt8] {
        var encoder = FrameEncoder(header: header, layout: layout, emission: emission)
        var output: [UInt8] = []
        encoder.encode(frames) { chunk in output.append(contentsOf: chunk) }
        return output
    }
}
