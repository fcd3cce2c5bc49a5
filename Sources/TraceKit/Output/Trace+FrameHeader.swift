extension Trace {
    /// The header of this trace's frames: its name, handler, start keyboard and view (when
    /// it gives them), fps and frame count.
    public var frameHeader: FrameHeader {
        FrameHeader(
            trace: name, handler: handler.name, fps: fps, frames: frameCount, keyboard: scenario.keyboardFrame,
            view: scenario.view)
    }

    /// How this trace's frames are written: its handler's fields, with the keyboard's other
    /// edges when its keyboard floats (`HandlerKind.frameSchema(scenario:events:)`).
    public var frameLayout: FrameLayout { FrameLayout.of(handler.frameSchema(scenario: scenario, events: events)) }
}
