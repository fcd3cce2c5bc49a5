import Handlers
import UIKitModel

/// The first line of a frames file:
/// `{"kbframes":1,"trace":"NAME","fps":60,"frames":73}`, with `"handler":"NAME"` after
/// `trace` when the handler is not the default one, then the trace's `keyboard` and
/// `view` when it gives them (`situations.md`, "Header"; not compared: they are the
/// trace's, like the rest of its scenario).
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
    /// The trace's `keyboard.frame`, when it gives one (a keyboard already up).
    public var keyboard: Rect?
    /// The trace's `view`, when it gives one (also the whole screen written out).
    public var view: ViewFrame?

    public init(
        trace: String, handler: String = HandlerSchema.defaultName, fps: Int, frames: Int, keyboard: Rect? = nil,
        view: ViewFrame? = nil
    ) {
        self.trace = trace
        self.handler = handler
        self.fps = fps
        self.frames = frames
        self.keyboard = keyboard
        self.view = view
    }

    /// The keys a header may have beside the required ones.
    public static let optionalKeys = ["handler", "keyboard", "view"]

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
        if let keyboard {
            buffer.append(contentsOf: Array(#","keyboard":{"frame":{"x":"#.utf8))
            DecimalFormat.append(keyboard.x, to: &buffer)
            buffer.append(contentsOf: Array(#","y":"#.utf8))
            DecimalFormat.append(keyboard.y, to: &buffer)
            buffer.append(contentsOf: Array(#","width":"#.utf8))
            DecimalFormat.append(keyboard.width, to: &buffer)
            buffer.append(contentsOf: Array(#","height":"#.utf8))
            DecimalFormat.append(keyboard.height, to: &buffer)
            buffer.append(contentsOf: Array("}}".utf8))
        }
        if let view {
            buffer.append(contentsOf: Array(#","view":{"top":"#.utf8))
            DecimalFormat.append(view.top, to: &buffer)
            buffer.append(contentsOf: Array(#","bottom":"#.utf8))
            DecimalFormat.append(view.bottom, to: &buffer)
            buffer.append(UInt8(ascii: "}"))
        }
        buffer.append(contentsOf: Array(#","fps":"#.utf8))
        DecimalFormat.appendInteger(fps, to: &buffer)
        buffer.append(contentsOf: Array(#","frames":"#.utf8))
        DecimalFormat.appendInteger(frames, to: &buffer)
        buffer.append(contentsOf: Array("}\n".utf8))
    }
}
