import Handlers

/// The first line of a frames file:
/// `{"kbframes":1,"trace":"NAME","fps":60,"frames":73}`, with `"handler":"NAME"` after
/// `trace` when the handler is not the default one.
public struct FrameHeader: Equatable, Sendable {
    /// The frames format version this code writes and reads.
    public static let formatVersion = 1

    /// The trace's `name`.
    public var trace: String
    /// The handler's name (`HandlerSchema.defaultName` when the line has none).
    public var handler: String
    public var fps: Int
    /// The number of frames, `0...frames-1`, implied ones included.
    public var frames: Int

    public init(trace: String, handler: String = HandlerSchema.defaultName, fps: Int, frames: Int) {
        self.trace = trace
        self.handler = handler
        self.fps = fps
        self.frames = frames
    }

    /// Appends the header line, newline included.
    public func append(to buffer: inout [UInt8]) {
        buffer.append(contentsOf: Array(#"{"kbframes":"#.utf8))
        DecimalFormat.appendInteger(FrameHeader.formatVersion, to: &buffer)
        buffer.append(contentsOf: Array(#","trace":"#.utf8))
        JSONStringFormat.append(trace, to: &buffer)
        if handler != HandlerSchema.defaultName {
            buffer.append(contentsOf: Array(#","handler":"#.utf8))
            JSONStringFormat.append(handler, to: &buffer)
        }
        buffer.append(contentsOf: Array(#","fps":"#.utf8))
        DecimalFormat.appendInteger(fps, to: &buffer)
        buffer.append(contentsOf: Array(#","frames":"#.utf8))
        DecimalFormat.appendInteger(frames, to: &buffer)
        buffer.append(contentsOf: Array("}\n".utf8))
    }
}
