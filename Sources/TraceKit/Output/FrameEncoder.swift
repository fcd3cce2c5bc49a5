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
    /// The written values of the last written frame (`hasWritten`).
    private var lastWritten = WrittenValues()
    private var hasWritten = false
    /// Where a line (without `fx`) is written before it is appended in one copy.
    private var line: [UInt8]
    /// The values of the last frame `append` saw, as drawn and as written: a field whose
    /// value has the same bits as there has the same written form, so only the fields
    /// that changed are converted.
    private var lastDrawn = FrameValues()
    private var lastDrawnWritten = WrittenValues()
    private var hasDrawn = false
    /// The fields of a line after `t` (`,"kbTop":852,...`) for `tailValues`, and where
    /// each field ends in it: a line whose fields did not change reuses them, and a change
    /// rewrites them from the first field that changed.
    private var tail: [UInt8]
    private var tailEnds: [Int]
    private var tailValues = WrittenValues()
    private var tailValid = false
    /// Whether `lastWritten`, and `tailValues`, are known to equal `lastDrawnWritten`
    /// (no written value changed since they were made from it): a frame like the last
    /// one is then neither compared nor rewritten.
    private var lastWrittenIsDrawn = false
    private var tailIsDrawn = false

    public init(header: FrameHeader, layout: FrameLayout, emission: Emission = .sparse) {
        self.header = header
        self.layout = layout
        self.emission = emission
        self.line = [UInt8](repeating: 0, count: layout.maximumLineLength)
        self.tail = [UInt8](repeating: 0, count: layout.maximumLineLength)
        self.tailEnds = [Int](repeating: 0, count: layout.count)
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
        var frame = frame
        return append(inPlace: &frame, to: &buffer)
    }

    /// `append(_:to:)` reading the frame where it is, without copying it (`frame` is
    /// not changed).
    @discardableResult
    public mutating func append(inPlace frame: inout Frame, to buffer: inout [UInt8]) -> Bool {
        append(inPlace: &frame) { line in buffer.append(contentsOf: line) }
    }

    /// `append(inPlace:to:)` handing the line to `emit` (in one piece, or two for a frame
    /// with effects), in memory valid only during the call: a caller that compares the
    /// output with bytes it has need not copy each line into a buffer first.
    ///
    /// - Returns: whether the frame was written.
    @discardableResult
    public mutating func append(inPlace frame: inout Frame, emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        let count = layout.count
        let changed = FrameEncoder.convertChanged(
            &frame.values, last: &lastDrawn, written: &lastDrawnWritten, first: !hasDrawn, layout: layout)
        hasDrawn = true
        if changed {
            lastWrittenIsDrawn = false
            tailIsDrawn = false
        }
        if emission == .sparse, hasWritten, frame.effects.isEmpty, frame.index != header.frames - 1,
            lastWrittenIsDrawn || FrameEncoder.firstDifference(&lastWritten, &lastDrawnWritten, count: count) == count
        {
            return false
        }
        if !lastWrittenIsDrawn {
            lastWritten = lastDrawnWritten
            lastWrittenIsDrawn = true
        }
        hasWritten = true
        if !tailIsDrawn {
            FrameEncoder.updateTail(
                &tail, ends: &tailEnds, values: &tailValues, valid: &tailValid, to: &lastDrawnWritten, layout: layout)
            tailIsDrawn = true
        }
        writeLine(index: frame.index, time: frame.time, effects: frame.effects, emit: emit)
        return true
    }

    /// Makes `written` the written form of `values`, converting only the fields whose bits
    /// differ from `last` (all of them when `first`), and makes `last` `values`.
    ///
    /// - Returns: whether a written value changed (always when `first`).
    private static func convertChanged(
        _ values: inout FrameValues, last: inout FrameValues, written: inout WrittenValues, first: Bool,
        layout: FrameLayout
    ) -> Bool {
        if first {
            last = values
            written = layout.written(values)
            return true
        }
        let count = layout.count
        var changed = false
        layout.codes.withUnsafeBufferPointer { codes in
            withUnsafeBytes(of: &values) { new in
                withUnsafeMutableBytes(of: &last) { old in
                    withUnsafeMutableBytes(of: &written) { out in
                        let newBits = new.baseAddress!.assumingMemoryBound(to: UInt64.self)
                        let oldBits = old.baseAddress!.assumingMemoryBound(to: UInt64.self)
                        let written = out.baseAddress!.assumingMemoryBound(to: Int64.self)
                        for field in 0..<count where newBits[field] != oldBits[field] {
                            oldBits[field] = newBits[field]
                            let value = FrameLayout.written(Double(bitPattern: newBits[field]), codes[field])
                            if value != written[field] {
                                written[field] = value
                                changed = true
                            }
                        }
                    }
                }
            }
        }
        return changed
    }

    /// The first of the first `count` lanes where `left` and `right` differ, or `count`
    /// (the other lanes are not written).
    private static func firstDifference(_ left: inout WrittenValues, _ right: inout WrittenValues, count: Int) -> Int {
        withUnsafeBytes(of: &left) { left in
            withUnsafeBytes(of: &right) { right in
                let left = left.baseAddress!.assumingMemoryBound(to: Int64.self)
                let right = right.baseAddress!.assumingMemoryBound(to: Int64.self)
                var field = 0
                while field < count, left[field] == right[field] { field += 1 }
                return field
            }
        }
    }

    /// Appends one frame line, newline included, whether or not it would be implied.
    public mutating func appendLine(
        index: Int, time: Nanoseconds, values: WrittenValues, effects: EffectList, to buffer: inout [UInt8]
    ) {
        var values = values
        FrameEncoder.updateTail(
            &tail, ends: &tailEnds, values: &tailValues, valid: &tailValid, to: &values, layout: layout)
        tailIsDrawn = false
        writeLine(index: index, time: time, effects: effects) { line in buffer.append(contentsOf: line) }
    }

    /// Hands `emit` a line of `f`, `t`, the fields in `tail`, and `fx` (the part from
    /// `fx` on in a second piece).
    private mutating func writeLine(
        index: Int, time: Nanoseconds, effects: EffectList, emit: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let tailLength = layout.count == 0 ? 0 : tailEnds[layout.count - 1]
        let length = line.withUnsafeMutableBufferPointer { bytes in
            tail.withUnsafeBufferPointer { tail in
                var cursor = ByteCursor(bytes.baseAddress!)
                // `{"f":`
                cursor.write(UInt8(ascii: "{"))
                cursor.write(UInt8(ascii: "\""))
                cursor.write(UInt8(ascii: "f"))
                cursor.write(UInt8(ascii: "\""))
                cursor.write(UInt8(ascii: ":"))
                if index < 0 { cursor.write(UInt8(ascii: "-")) }
                cursor.writeDecimal(UInt64(index.magnitude))
                // `,"t":`
                cursor.write(UInt8(ascii: ","))
                cursor.write(UInt8(ascii: "\""))
                cursor.write(UInt8(ascii: "t"))
                cursor.write(UInt8(ascii: "\""))
                cursor.write(UInt8(ascii: ":"))
                cursor.writeMicroseconds(DecimalFormat.microseconds(fromNanoseconds: time))
                cursor.write(tail, 0..<tailLength)
                if effects.isEmpty {
                    cursor.write(UInt8(ascii: "}"))
                    cursor.write(UInt8(ascii: "\n"))
                }
                return cursor.count
            }
        }
        line.withUnsafeBufferPointer { line in emit(UnsafeBufferPointer(rebasing: line[0..<length])) }
        guard !effects.isEmpty else { return }
        var end = Array(#","fx":["#.utf8)
        var first = true
        for effect in effects {
            if !first { end.append(UInt8(ascii: ",")) }
            first = false
            JSONStringFormat.append(effect.rawValue, to: &end)
        }
        end.append(UInt8(ascii: "]"))
        end.append(UInt8(ascii: "}"))
        end.append(UInt8(ascii: "\n"))
        end.withUnsafeBufferPointer(emit)
    }

    /// Makes `tail` the fields of `target` (and `values` `target`): all of them unless
    /// `valid`, else only the fields whose values differ from the ones it holds, each
    /// spliced in where its old text was (a frame changes a few fields; the offset, early
    /// in the line, changes in most).
    private static func updateTail(
        _ tail: inout [UInt8], ends tailEnds: inout [Int], values: inout WrittenValues, valid: inout Bool,
        to target: inout WrittenValues, layout: FrameLayout
    ) {
        let count = layout.count
        let first = valid ? firstDifference(&values, &target, count: count) : 0
        guard first < count else { return }
        tail.withUnsafeMutableBufferPointer { bytes in
            tailEnds.withUnsafeMutableBufferPointer { ends in
                if !valid {
                    var cursor = ByteCursor(bytes.baseAddress!)
                    writeFields(0..<count, values: &target, layout: layout, to: &cursor, ends: ends, base: 0)
                    return
                }
                withUnsafeBytes(of: &values) { old in
                    withUnsafeBytes(of: &target) { new in
                        let old = old.baseAddress!.assumingMemoryBound(to: Int64.self)
                        let new = new.baseAddress!.assumingMemoryBound(to: Int64.self)
                        for field in first..<count where old[field] != new[field] {
                            splice(field, value: new[field], layout: layout, into: bytes, ends: ends)
                        }
                    }
                }
            }
        }
        valid = true
        values = target
    }

    /// Replaces the value of `field` in `tail` by `value`'s text, moving the fields after
    /// it when its length changes.
    private static func splice(
        _ field: Int, value: Int64, layout: FrameLayout, into tail: UnsafeMutableBufferPointer<UInt8>,
        ends: UnsafeMutableBufferPointer<Int>
    ) {
        let start = (field == 0 ? 0 : ends[field - 1]) + layout.keySpans[field].count
        let oldEnd = ends[field]
        let tailEnd = ends[layout.count - 1]
        // The value is written aside first: a number's writer may store past its end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: layout.maximumValueLength) { scratch in
            var cursor = ByteCursor(scratch.baseAddress!)
            layout.table.withUnsafeBufferPointer { table in
                writeValue(value, of: field, layout: layout, table: table, to: &cursor)
            }
            let newEnd = start + cursor.count
            let base = tail.baseAddress!
            if newEnd != oldEnd {
                // A `memmove`: the fields move within the tail.
                UnsafeMutableRawPointer(base + newEnd).copyMemory(from: base + oldEnd, byteCount: tailEnd - oldEnd)
                for later in field..<layout.count { ends[later] += newEnd - oldEnd }
            }
            (base + start).update(from: scratch.baseAddress!, count: cursor.count)
        }
    }

    /// Writes the fields in `fields` (`,"name":value` each), recording where each ends
    /// (`base` plus the bytes written).
    private static func writeFields(
        _ fields: Range<Int>, values: inout WrittenValues, layout: FrameLayout, to cursor: inout ByteCursor,
        ends: UnsafeMutableBufferPointer<Int>, base: Int
    ) {
        withUnsafeBytes(of: &values) { lanes in
            let written = lanes.baseAddress!.assumingMemoryBound(to: Int64.self)
            layout.table.withUnsafeBufferPointer { table in
                layout.keySpans.withUnsafeBufferPointer { keys in
                    for field in fields {
                        cursor.write(table, keys[field])
                        writeValue(written[field], of: field, layout: layout, table: table, to: &cursor)
                        ends[field] = base + cursor.count
                    }
                }
            }
        }
    }

    /// Writes the text of `field`'s written value `value`.
    @inline(__always)
    private static func writeValue(
        _ value: Int64, of field: Int, layout: FrameLayout, table: UnsafeBufferPointer<UInt8>, to cursor: inout ByteCursor
    ) {
        switch layout.codes[field] {
        case .number, .alpha:
            cursor.writeThousandths(value)
        case .flag:
            cursor.write(value != 0 ? "true" : "false")
        case .choice:
            let count = layout.choiceLiterals[field].count
            let choice = value >= 0 && value < Int64(count) ? Int(value) : 0
            cursor.write(table, layout.choiceSpans[layout.choiceStart[field] + choice])
        }
    }
}
