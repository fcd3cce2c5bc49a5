extension Trace {
    /// The header of this trace's frames: its name, handler, fps and frame count.
    public var frameHeader: FrameHeader {
        FrameHeader(trace: name, handler: handler.name, fps: fps, frames: frameCount)
    }

    /// How this trace's frames are written.
    public var frameLayout: FrameLayout { FrameLayout.of(handler.schema.frame) }
}
