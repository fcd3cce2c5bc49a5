import Handlers
import UIKitModel

/// Writes frames as JSON Lines (`docs/formats.md`, "Frames"), one frame at a time, into a
/// buffer the caller owns and reuses, in the fields of the handler's frame schema.
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
    public let layout: FrameLayout
    public let emission: Emission
    private var lastWritten: WrittenValues?
    /// Where a line (without `fx`) is written before it is appended in one copy.
    private var line: [UInt8]

    public init(header: FrameHeader, layout: FrameLayout, emission: Emission = .sparse) {
        self.header = header
        self.layout = layout
        self.emission = emission
        self.line = [UInt8](repeating: 0, count: FrameEncoder.maximumLineLength(layout))
    }

    /// An upper bound on a frame line's length without `fx`: `{"f":` and `,"t":` with
    /// their numbers, then each key with a number of at most 21 + 4 bytes or its longest
    /// choice literal.
    static func maximumLineLength(_ layout: FrameLayout) -> Int {
        var length = 64
        for index in 0..<layout.count {
            length += layout.keys[index].count + max(32, layout.choiceLiterals[index].map(\.count).max() ?? 0)
        }
        return length
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
        let values = layout.written(frame.values)
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
        index: Int, time: Nanoseconds, values: WrittenValues, effects: EffectList, to buffer: inout [UInt8]
    ) {
        let layout = self.layout
        let length = line.withUnsafeMutableBufferPointer { bytes in
            var cursor = ByteCursor(bytes.baseAddress!)
            FrameEncoder.writeFields(index: index, time: time, values: values, layout: layout, to: &cursor)
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

    /// Writes `{"f":...` up to the last field, without the closing brace.
    private static func writeFields(
        index: Int, time: Nanoseconds, values: WrittenValues, layout: FrameLayout, to cursor: inout ByteCursor
    ) {
        cursor.write(#"{"f":"#)
        if index < 0 { cursor.write(UInt8(ascii: "-")) }
        cursor.writeDecimal(UInt64(index.magnitude))
        cursor.write(#","t":"#)
        cursor.writeScaled(DecimalFormat.microseconds(fromNanoseconds: time), decimals: 6)
        var values = values
        withUnsafeBytes(of: &values) { lanes in
        let written = lanes.baseAddress!.assumingMemoryBound(to: Int64.self)
        layout.table.withUnsafeBufferPointer { table in
            layout.codes.withUnsafeBufferPointer { codes in
                layout.keySpans.withUnsafeBufferPointer { keys in
                    for field in 0..<codes.count {
                        cursor.write(table, keys[field])
                        let value = written[field]
                        switch codes[field] {
                        case .number, .alpha:
                            cursor.writeScaled(value, decimals: 3)
                        case .flag:
                            cursor.write(value != 0 ? "true" : "false")
                        case .choice:
                            let count = layout.choiceLiterals[field].count
                            let choice = value >= 0 && value < Int64(count) ? Int(value) : 0
                            cursor.write(table, layout.choiceSpans[layout.choiceStart[field] + choice])
                        }
                    }
                }
            }
        }
        }
    }
}
