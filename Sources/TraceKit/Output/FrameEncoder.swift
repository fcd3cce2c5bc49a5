import InsetEngine

/// Writes frames as JSON Lines (`trace-format.md`, "Frames"), one frame at a time,
/// into a buffer the caller owns and reuses.
///
/// In `.sparse` mode a frame is written only if its written fields (all but `f`, `t`
/// and `fx`) differ from the last written frame, or it has effects, or it is the first
/// or the last frame; the others are implied. Encoding a frame allocates nothing once
/// the buffer has grown to a line's size.
public struct FrameEncoder {
    /// Which frames are written.
    public enum Emission: Sendable {
        /// Only the frames the format needs; the others are implied (goldens, `replay`).
        case sparse
        /// Every frame.
        case allFrames
    }

    public let header: FrameHeader
    public let emission: Emission
    private var lastWritten: WrittenFrame.Values?
    /// Where a line (without `fx`) is written before it is appended in one copy.
    private var line: [UInt8]

    /// An upper bound on a frame line's length without `fx`: 19 keys and punctuation
    /// (under 250 bytes), 15 numbers of at most 21 bytes, `f`, `t` and two enum names.
    static let maximumLineLength = 1024

    public init(header: FrameHeader, emission: Emission = .sparse) {
        self.header = header
        self.emission = emission
        self.line = [UInt8](repeating: 0, count: FrameEncoder.maximumLineLength)
    }

    /// Appends the header line.
    public func appendHeader(to buffer: inout [UInt8]) {
        header.append(to: &buffer)
    }

    /// Appends `frame`'s line if it is to be written.
    ///
    /// - Returns: whether the frame was written.
    @discardableResult
    public mutating func append(_ frame: Frame, to buffer: inout [UInt8]) -> Bool {
        let values = WrittenFrame.Values(frame)
        if emission == .sparse, let lastWritten, lastWritten == values, frame.effects.isEmpty,
            frame.index != header.frames - 1
        {
            return false
        }
        lastWritten = values
        appendLine(index: frame.index, time: frame.time, values: values, effects: frame.effects, to: &buffer)
        return true
    }

    /// Appends one frame line, newline included, whether or not it would be implied.
    public mutating func appendLine(
        index: Int, time: Nanoseconds, values: WrittenFrame.Values, effects: EffectList,
        to buffer: inout [UInt8]
    ) {
        let length = line.withUnsafeMutableBufferPointer { bytes in
            var cursor = ByteCursor(bytes.baseAddress!)
            FrameEncoder.writeFields(index: index, time: time, values: values, to: &cursor)
            return cursor.count
        }
        buffer.append(contentsOf: line[0..<length])
        if !effects.isEmpty {
            buffer.append(contentsOf: #","fx":["#.utf8)
            var first = true
            for effect in effects {
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                JSONStringFormat.append(effect.rawValue, to: &buffer)
            }
            buffer.append(UInt8(ascii: "]"))
        }
        buffer.append(UInt8(ascii: "}"))
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Writes `{"f":...` up to the last field, `scroll`, without the closing brace.
    private static func writeFields(index: Int, time: Nanoseconds, values v: WrittenFrame.Values, to cursor: inout ByteCursor) {
        cursor.write(#"{"f":"#)
        if index < 0 { cursor.write(UInt8(ascii: "-")) }
        cursor.writeDecimal(UInt64(index.magnitude))
        cursor.write(#","t":"#)
        cursor.writeScaled(DecimalFormat.microseconds(fromNanoseconds: time), decimals: 6)
        cursor.write(#","kbTop":"#)
        cursor.writeScaled(v.keyboardTop, decimals: 3)
        cursor.write(#","offset":"#)
        cursor.writeScaled(v.offset, decimals: 3)
        cursor.write(#","inset":"#)
        cursor.writeScaled(v.inset, decimals: 3)
        cursor.write(#","indicator":"#)
        cursor.writeScaled(v.indicator, decimals: 3)
        cursor.write(#","contentH":"#)
        cursor.writeScaled(v.contentHeight, decimals: 3)
        cursor.write(#","viewportH":"#)
        cursor.writeScaled(v.viewportHeight, decimals: 3)
        cursor.write(#","revealY":"#)
        cursor.writeScaled(v.revealY, decimals: 3)
        cursor.write(#","revealAlpha":"#)
        cursor.writeScaled(v.revealAlpha, decimals: 3)
        cursor.write(#","composerY":"#)
        cursor.writeScaled(v.composerY, decimals: 3)
        cursor.write(#","composerH":"#)
        cursor.writeScaled(v.composerHeight, decimals: 3)
        cursor.write(#","btnAlpha":"#)
        cursor.writeScaled(v.buttonAlpha, decimals: 3)
        cursor.write(#","btnY":"#)
        cursor.writeScaled(v.buttonY, decimals: 3)
        cursor.write(#","pin":"#)
        cursor.write(pinLiteral(v.pin))
        cursor.write(#","runway":"#)
        cursor.writeScaled(v.runway, decimals: 3)
        cursor.write(#","pinned":"#)
        cursor.writeScaled(v.pinnedOffset, decimals: 3)
        cursor.write(v.atBottom ? #","atBottom":true"# : #","atBottom":false"#)
        cursor.write(#","scroll":"#)
        cursor.write(scrollLiteral(v.scroll))
    }

    private static func pinLiteral(_ pin: PinPhase) -> StaticString {
        switch pin {
        case .idle: #""idle""#
        case .armed: #""armed""#
        case .deferred: #""deferred""#
        case .animating: #""animating""#
        case .pinned: #""pinned""#
        case .pinnedRelaxed: #""pinned-relaxed""#
        }
    }

    private static func scrollLiteral(_ scroll: ScrollPhase) -> StaticString {
        switch scroll {
        case .idle: #""idle""#
        case .dragging: #""dragging""#
        case .decelerating: #""decelerating""#
        case .bouncing: #""bouncing""#
        case .animating: #""animating""#
        }
    }
}
