extension Trace {
    /// The header of this trace's frames: its name, fps and frame count.
    public var frameHeader: FrameHeader { FrameHeader(trace: name, fps: fps, frames: frameCount) }
}
