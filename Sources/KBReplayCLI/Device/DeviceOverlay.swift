import Handlers

/// What a device drew, frame by frame, for the plot: a replay frame's values with the
/// recorded fields replaced by the device's sample nearest the frame's time (within half
/// a frame), so the plot's lines can be drawn from them as from the replay's.
struct DeviceOverlay {
    let recording: DeviceRecording
    /// The schema index of each recorded field.
    let indices: [Int]
    let fps: Int
    private var cursor = 0

    init(recording: DeviceRecording, schema: FrameSchema, fps: Int) {
        self.recording = recording
        indices = recording.fields.map { name in schema.fields.firstIndex { $0.name == name } ?? -1 }
        self.fps = fps
    }

    /// The device's values at `frame` (frames must come in order), or `nil` without a
    /// sample within half a frame.
    mutating func values(at frame: Frame) -> FrameValues? {
        let samples = recording.samples
        let half = Int64(500_000_000 / fps)
        while cursor + 1 < samples.count, abs(samples[cursor + 1].time - frame.time) <= abs(samples[cursor].time - frame.time) {
            cursor += 1
        }
        guard cursor < samples.count, abs(samples[cursor].time - frame.time) <= half else { return nil }
        var values = frame.values
        for (slot, index) in indices.enumerated() where index >= 0 {
            if let value = samples[cursor].values[slot] { values[index] = value }
        }
        return values
    }
}
