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
    /// Whether a frame was written (the last one's values are `tailValues`).
    private var hasWritten = false
    /// The values of the last frame `append` saw, as drawn and as written: a field whose
    /// value has the same bits as there has the same written form, so only the fields
    /// that changed are converted.
    private var lastDrawn = FrameValues()
    private var lastDrawnWritten = WrittenValues()
    private var hasDrawn = false
    /// The last line written (without `fx`), and the one the next is written into: a new
    /// line takes the text of the fields whose values did not change from the last one,
    /// in runs, and only the fields that changed are converted (a frame changes a few
    /// fields; the offset, early in the line, changes in most).
    private var line: [UInt8]
    private var nextLine: [UInt8]
    /// Where the fields after `t` (`,"kbTop":852,...`) start in `line`, where each of
    /// them ends (from that start), and their values (`tailValid`: there is a last line).
    private var tailStart = 0
    private var tailEnds: [Int]
    private var tailValues = WrittenValues()
    private var tailValid = false
    /// Whether `tailValues` is known to equal `lastDrawnWritten` (no written value changed
    /// since the last line was written from it): a frame like the last one is then not
    /// compared.
    private var lastWrittenIsDrawn = false
    /// The end of a line with effects (`,"fx":[...]}` and the newline), made here and kept
    /// for the next one.
    private var effectsEnd: [UInt8] = []

    public init(header: FrameHeader, layout: FrameLayout, emission: Emission = .sparse) {
        self.header = header
        self.layout = layout
        self.emission = emission
        // Room for a line and for the bytes `ByteCursor.copyInPieces` reads and writes past it.
        self.line = [UInt8](repeating: 0, count: layout.maximumLineLength + ByteCursor.pieceSize)
        self.nextLine = [UInt8](repeating: 0, count: layout.maximumLineLength + ByteCursor.pieceSize)
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
    package mutating func append(inPlace frame: inout Frame, emit: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard let length = writeFrame(&frame) else { return false }
        emitLine(length: length, effects: frame.effects, emit: emit)
        return true
    }

    /// `append(inPlace:to:)` writing the line at `destination` when its `room` bytes hold it
    /// and what copying in pieces writes past it (`ByteCursor.pieceSize` bytes), else
    /// appending it to `overflow` (a line with many effects): the streaming encoder writes
    /// its chunk by pointer, where appending to an array cost a call to the array's
    /// generic append and to `memcpy` for each line (about 150 instructions).
    ///
    /// - Returns: the number of bytes written at `destination` (0 for an implied frame,
    ///   or one that went to `overflow`).
    mutating func append(
        inPlace frame: inout Frame, at destination: UnsafeMutablePointer<UInt8>, room: Int,
        overflow: inout [UInt8]
    ) -> Int {
        guard let length = writeFrame(&frame) else { return 0 }
        makeLast()
        let effectsLength = frame.effects.isEmpty ? 0 : makeEffectsEnd(frame.effects)
        guard length + Swift.max(effectsLength, ByteCursor.pieceSize) <= room else {
            overflow.append(contentsOf: line[0..<length])
            if effectsLength != 0 { overflow += effectsEnd }
            return 0
        }
        var cursor = ByteCursor(destination, room: room)
        line.withUnsafeBufferPointer { line in
            cursor.copyInPieces(from: line, at: 0, count: length)
        }
        if effectsLength != 0 {
            effectsEnd.withUnsafeBufferPointer { cursor.write($0) }
        }
        return cursor.count
    }

    /// Writes `frame`'s line, without `fx`, into `nextLine` if it is to be written.
    ///
    /// - Returns: the line's length, or `nil` for a frame that is implied.
    @inline(__always)
    private mutating func writeFrame(_ frame: inout Frame) -> Int? {
        let count = layout.count
        let changed = FrameEncoder.convertChanged(
            &frame.values, last: &lastDrawn, written: &lastDrawnWritten, first: !hasDrawn, layout: layout)
        hasDrawn = true
        if changed { lastWrittenIsDrawn = false }
        if emission == .sparse, hasWritten, frame.effects.isEmpty, frame.index != header.frames - 1,
            lastWrittenIsDrawn || FrameEncoder.firstDifference(&tailValues, &lastDrawnWritten, count: count) == count
        {
            return nil
        }
        hasWritten = true
        let length: Int
        if tailValid && lastWrittenIsDrawn {
            // The values of the last line (`--all-frames` between changes): its fields' text.
            length = FrameEncoder.writeUnchangedLine(
                index: frame.index, time: frame.time, closed: frame.effects.isEmpty, into: &nextLine, after: line,
                tailStart: &tailStart, tailLength: tailEnds.last ?? 0)
        } else {
            length = FrameEncoder.writeLine(
                index: frame.index, time: frame.time, values: &lastDrawnWritten, closed: frame.effects.isEmpty,
                into: &nextLine, after: line, tailStart: &tailStart, ends: &tailEnds, last: &tailValues,
                valid: tailValid, layout: layout)
        }
        lastWrittenIsDrawn = true
        return length
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
                        // A plain loop, with no check of a range's bounds per lane: every
                        // lane of every frame is compared here.
                        var field = 0
                        while field < count {
                            let bits = newBits[field]
                            if bits != oldBits[field] {
                                oldBits[field] = bits
                                let value = FrameLayout.written(Double(bitPattern: bits), codes[field])
                                if value != written[field] {
                                    written[field] = value
                                    changed = true
                                }
                            }
                            field &+= 1
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

    /// Appends one frame line, newline included, whether or not it would be implied (it
    /// is then the last line written, which the next frame is compared with).
    public mutating func appendLine(
        index: Int, time: Nanoseconds, values: WrittenValues, effects: EffectList, to buffer: inout [UInt8]
    ) {
        var values = values
        let length = FrameEncoder.writeLine(
            index: index, time: time, values: &values, closed: effects.isEmpty, into: &nextLine, after: line,
            tailStart: &tailStart, ends: &tailEnds, last: &tailValues, valid: tailValid, layout: layout)
        lastWrittenIsDrawn = false
        emitLine(length: length, effects: effects) { line in buffer.append(contentsOf: line) }
    }

    /// Makes the line just written into `nextLine` (`length` bytes, without `fx`) the last
    /// line, and hands `emit` it and then `fx` (a second piece).
    private mutating func emitLine(length: Int, effects: EffectList, emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        makeLast()
        line.withUnsafeBufferPointer { line in emit(UnsafeBufferPointer(rebasing: line[0..<length])) }
        guard !effects.isEmpty else { return }
        makeEffectsEnd(effects)
        effectsEnd.withUnsafeBufferPointer(emit)
    }

    /// Makes the line just written into `nextLine` the last line.
    private mutating func makeLast() {
        swap(&line, &nextLine)
        tailValid = true
    }

    /// Makes `effectsEnd` the end of a line with `effects` (not empty): `,"fx":[...]}` and
    /// the newline.
    ///
    /// - Returns: its length.
    @discardableResult
    private mutating func makeEffectsEnd(_ effects: EffectList) -> Int {
        effectsEnd.removeAll(keepingCapacity: true)
        effectsEnd += FrameEncoder.effectsKey
        var first = true
        for effect in effects {
            if !first { effectsEnd.append(UInt8(ascii: ",")) }
            first = false
            effectsEnd += FrameEncoder.effectLiterals[Effect.allCases.firstIndex(of: effect) ?? 0]
        }
        effectsEnd.append(UInt8(ascii: "]"))
        effectsEnd.append(UInt8(ascii: "}"))
        effectsEnd.append(UInt8(ascii: "\n"))
        return effectsEnd.count
    }

    /// `,"fx":[`, the start of a line's effects.
    private static let effectsKey = Array(#","fx":["#.utf8)

    /// Each effect's name as a JSON string literal, in `Effect.allCases` order: made once,
    /// rather than escaped byte by byte for every line with effects.
    private static let effectLiterals = Effect.allCases.map { effect in
        var literal: [UInt8] = []
        JSONStringFormat.append(effect.rawValue, to: &literal)
        return literal
    }

    /// Writes a line of `f`, `t` and the fields of `values` (with `}` and a newline when
    /// `closed`) into `line`, taking the unchanged fields' text from `last` (the last
    /// line, its fields at `tailStart` ending at `ends`, of values `lastValues`, when
    /// `valid`), and makes `tailStart`, `ends` and `lastValues` the new line's.
    ///
    /// A static function given each part: closures reading `self.layout` copied it
    /// (retaining its arrays) for every line.
    ///
    /// - Returns: the line's length.
    private static func writeLine(
        index: Int, time: Nanoseconds, values: inout WrittenValues, closed: Bool, into line: inout [UInt8],
        after last: [UInt8], tailStart: inout Int, ends: inout [Int], last lastValues: inout WrittenValues,
        valid: Bool, layout: FrameLayout
    ) -> Int {
        let lastTailStart = tailStart
        defer { lastValues = values }
        return line.withUnsafeMutableBufferPointer { bytes in
            last.withUnsafeBufferPointer { last in
                ends.withUnsafeMutableBufferPointer { ends in
                    var cursor = ByteCursor(bytes.baseAddress!, room: bytes.count)
                    writeStart(index: index, time: time, to: &cursor)
                    tailStart = cursor.count
                    writeFields(
                        values: &values, last: &lastValues, valid: valid, layout: layout,
                        lastTail: UnsafeBufferPointer(rebasing: last[lastTailStart...]), ends: ends, to: &cursor)
                    writeEnd(closed: closed, to: &cursor)
                    return cursor.count
                }
            }
        }
    }

    /// `writeLine` for a frame whose values are the last line's: its fields are the text
    /// of the last line's (`last`, at `tailStart`, `tailLength` bytes), copied whole, with
    /// no value compared (`--all-frames` writes many such lines). Makes `tailStart` the new
    /// line's; where the fields end in it stays the same.
    ///
    /// Out of line, so that `writeLine` keeps its registers for a changed frame.
    ///
    /// - Returns: the line's length.
    @inline(never)
    private static func writeUnchangedLine(
        index: Int, time: Nanoseconds, closed: Bool, into line: inout [UInt8], after last: [UInt8],
        tailStart: inout Int, tailLength: Int
    ) -> Int {
        let lastTailStart = tailStart
        return line.withUnsafeMutableBufferPointer { bytes in
            last.withUnsafeBufferPointer { last in
                var cursor = ByteCursor(bytes.baseAddress!, room: bytes.count)
                writeStart(index: index, time: time, to: &cursor)
                tailStart = cursor.count
                cursor.copyInPieces(from: last, at: lastTailStart, count: tailLength)
                writeEnd(closed: closed, to: &cursor)
                return cursor.count
            }
        }
    }

    /// Writes the start of a line, `{"f":index,"t":seconds`: at most 52 bytes, for which
    /// room is required once (`ByteCursor.requireRoom`), then written unchecked.
    @inline(__always)
    private static func writeStart(index: Int, time: Nanoseconds, to cursor: inout ByteCursor) {
        cursor.requireRoom(5 + 1 + 20 + 5 + ByteCursor.microsecondsRoom)
        // `{"f":`
        cursor.unsafeWrite(UInt8(ascii: "{"))
        cursor.unsafeWrite(UInt8(ascii: "\""))
        cursor.unsafeWrite(UInt8(ascii: "f"))
        cursor.unsafeWrite(UInt8(ascii: "\""))
        cursor.unsafeWrite(UInt8(ascii: ":"))
        if index < 0 { cursor.unsafeWrite(UInt8(ascii: "-")) }
        cursor.writeDecimalInRoom(UInt64(index.magnitude))
        // `,"t":`
        cursor.unsafeWrite(UInt8(ascii: ","))
        cursor.unsafeWrite(UInt8(ascii: "\""))
        cursor.unsafeWrite(UInt8(ascii: "t"))
        cursor.unsafeWrite(UInt8(ascii: "\""))
        cursor.unsafeWrite(UInt8(ascii: ":"))
        cursor.writeMicrosecondsInRoom(DecimalFormat.microseconds(fromNanoseconds: time))
    }

    /// Ends a line with `}` and a newline when `closed` (a line with effects goes on).
    @inline(__always)
    private static func writeEnd(closed: Bool, to cursor: inout ByteCursor) {
        if closed {
            cursor.requireRoom(2)
            cursor.unsafeWrite(UInt8(ascii: "}"))
            cursor.unsafeWrite(UInt8(ascii: "\n"))
        }
    }

    /// Writes the fields of `values` (`,"name":value` each), making `ends` where each ends
    /// (from the first): a field whose value is `last`'s (when `valid`) takes its text
    /// from `lastTail`, where `ends` said it was, with the unchanged fields next to it in
    /// one copy; the others are converted.
    private static func writeFields(
        values: inout WrittenValues, last: inout WrittenValues, valid: Bool, layout: FrameLayout,
        lastTail: UnsafeBufferPointer<UInt8>, ends: UnsafeMutableBufferPointer<Int>, to cursor: inout ByteCursor
    ) {
        let start = cursor.count
        let count = layout.count
        withUnsafeBytes(of: &values) { new in
            withUnsafeBytes(of: &last) { old in
                let new = new.baseAddress!.assumingMemoryBound(to: Int64.self)
                let old = old.baseAddress!.assumingMemoryBound(to: Int64.self)
                layout.table.withUnsafeBufferPointer { table in
                    layout.keySpans.withUnsafeBufferPointer { keys in
                        // Where the field about to be written started in the last line's tail.
                        var lastStart = 0
                        var field = 0
                        while field < count {
                            if !valid || old[field] != new[field] {
                                lastStart = ends[field]
                                cursor.write(table, keys[field])
                                writeValue(new[field], of: field, layout: layout, table: table, to: &cursor)
                                ends[field] = cursor.count - start
                                field += 1
                                continue
                            }
                            // A run of unchanged fields: copied as they are, then moved.
                            var runEnd = field + 1
                            while runEnd < count, old[runEnd] == new[runEnd] { runEnd += 1 }
                            let lastEnd = ends[runEnd - 1]
                            let shift = cursor.count - start - lastStart
                            cursor.copyInPieces(from: lastTail, at: lastStart, count: lastEnd - lastStart)
                            if shift != 0 {
                                for moved in field..<runEnd { ends[moved] += shift }
                            }
                            lastStart = lastEnd
                            field = runEnd
                        }
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
