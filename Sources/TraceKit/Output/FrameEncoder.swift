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

    public init(header: FrameHeader, emission: Emission = .sparse) {
        self.header = header
        self.emission = emission
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
        FrameEncoder.appendLine(index: frame.index, time: frame.time, values: values,
                                effects: frame.effects, to: &buffer)
        return true
    }

    /// Appends one frame line, newline included.
    public static func appendLine(
        index: Int, time: Nanoseconds, values v: WrittenFrame.Values, effects: EffectList,
        to buffer: inout [UInt8]
    ) {
        literal(#"{"f":"#, &buffer)
        DecimalFormat.appendInteger(index, to: &buffer)
        literal(#","t":"#, &buffer)
        DecimalFormat.appendSeconds(nanoseconds: time, to: &buffer)
        number(#","kbTop":"#, v.keyboardTop, &buffer)
        number(#","offset":"#, v.offset, &buffer)
        number(#","inset":"#, v.inset, &buffer)
        number(#","indicator":"#, v.indicator, &buffer)
        number(#","contentH":"#, v.contentHeight, &buffer)
        number(#","viewportH":"#, v.viewportHeight, &buffer)
        number(#","revealY":"#, v.revealY, &buffer)
        number(#","revealAlpha":"#, v.revealAlpha, &buffer)
        number(#","composerY":"#, v.composerY, &buffer)
        number(#","composerH":"#, v.composerHeight, &buffer)
        number(#","btnAlpha":"#, v.buttonAlpha, &buffer)
        number(#","btnY":"#, v.buttonY, &buffer)
        literal(#","pin":"#, &buffer)
        literal(pinLiteral(v.pin), &buffer)
        number(#","runway":"#, v.runway, &buffer)
        number(#","pinned":"#, v.pinnedOffset, &buffer)
        literal(v.atBottom ? #","atBottom":true"# : #","atBottom":false"#, &buffer)
        literal(#","scroll":"#, &buffer)
        literal(scrollLiteral(v.scroll), &buffer)
        if !effects.isEmpty {
            literal(#","fx":["#, &buffer)
            var first = true
            for effect in effects {
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                literal(effectLiteral(effect), &buffer)
            }
            buffer.append(UInt8(ascii: "]"))
        }
        literal("}\n", &buffer)
    }

    @inline(__always)
    private static func literal(_ text: StaticString, _ buffer: inout [UInt8]) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    @inline(__always)
    private static func number(_ key: StaticString, _ thousandths: Int64, _ buffer: inout [UInt8]) {
        literal(key, &buffer)
        DecimalFormat.appendScaled(thousandths, decimals: 3, to: &buffer)
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

    private static func effectLiteral(_ effect: Effect) -> StaticString {
        switch effect {
        case .endEditing: #""endEditing""#
        }
    }
}
