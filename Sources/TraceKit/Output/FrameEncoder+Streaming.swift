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
    /// keeps (`Replay.forEachFrame`), not copied out one by one, and their lines are
    /// written into each chunk where they go, by pointer (`append(inPlace:at:room:overflow:)`);
    /// the first failure of `sink` stops the replay and is thrown.
    ///
    /// A chunk is made with room for a line past `chunkSize` (and some effects); a line
    /// longer than the room left goes to the start of the next chunk, and ends this one.
    public mutating func encode<Failure: Error>(
        _ replay: consuming Replay,
        chunkSize: Int = FrameEncoder.defaultChunkSize,
        to sink: (_ chunk: [UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var replay = replay
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        // The bytes the next chunk starts with: the header, then a line that did not fit.
        var pending: [UInt8] = []
        appendHeader(to: &pending)
        let margin = layout.maximumLineLength + ByteCursor.pieceSize + 1024
        var finished = false
        while !finished {
            let capacity = pending.count + Swift.max(chunkSize, 0) + margin
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { storage, count in
                let start = storage.baseAddress!
                var used = pending.count
                pending.withUnsafeBufferPointer { bytes in
                    if let base = bytes.baseAddress { start.initialize(from: base, count: used) }
                }
                pending.removeAll(keepingCapacity: true)
                finished = true
                replay.forEachFrame(into: &frame) { frame in
                    used += append(inPlace: &frame, at: start + used, room: capacity - used, overflow: &pending)
                    guard used >= chunkSize || !pending.isEmpty else { return true }
                    finished = false
                    return false
                }
                count = used
            }
            if !chunk.isEmpty { try sink(chunk) }
        }
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
