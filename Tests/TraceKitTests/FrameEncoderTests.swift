import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit

/// Frame 0 of the spec's example trace (`docs/formats.md`, "Frames").
func exampleFrame(index: Int = 0, fps: Int = 60) -> Frame {
    Frame(
        index: index, time: Time.frameTime(index: index, fps: fps), keyboardTop: 852,
        offset: 1630, inset: 82, indicator: 83, contentHeight: 2400, viewportHeight: 852,
        revealY: 0, revealAlpha: 1, composerY: -34, composerHeight: 48, buttonAlpha: 0,
        buttonY: -90, pin: .idle, runway: 0, pinnedOffset: 0, atBottom: true, scroll: .idle)
}

/// `count` copies of the example frame with `change` applied to each.
func exampleFrames(count: Int, fps: Int = 60, _ change: (inout Frame) -> Void = { _ in }) -> [Frame] {
    (0..<count).map { index in
        var frame = exampleFrame(index: index, fps: fps)
        change(&frame)
        return frame
    }
}

func outputLines(_ bytes: [UInt8]) -> [String] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
}

/// The `f` of every frame line.
func writtenIndices(_ bytes: [UInt8]) -> [Int] {
    outputLines(bytes).dropFirst().compactMap { line -> Int? in
        guard line.hasPrefix(#"{"f":"#) else { return nil }
        return Int(line.dropFirst(5).prefix { $0 != "," })
    }
}

@Suite("The frame encoder writes the spec's lines, sparsely")
struct FrameEncoderTests {
    let header = FrameHeader(trace: "case1-full-at-bottom-open", fps: 60, frames: 73)

    @Test func writesTheSpecExampleByteForByte() {
        var frames = exampleFrames(count: 8)
        frames[6].inset = 394
        frames[6].indicator = 395
        frames[7].inset = 394
        frames[7].indicator = 395
        frames[7].keyboardTop = 839.2670000001
        frames[7].offset = 1641.823
        frames[7].composerY = -45.823
        frames[7].buttonY = -101.823
        let bytes = FrameEncoder.encodedBytes(header: header, frames: frames)
        let expected = """
            {"kbframes":1,"trace":"case1-full-at-bottom-open","fps":60,"frames":73}
            {"f":0,"t":0,"kbTop":852,"offset":1630,"inset":82,"indicator":83,"contentH":2400,"viewportH":852,"revealY":0,"revealAlpha":1,"composerY":-34,"composerH":48,"btnAlpha":0,"btnY":-90,"pin":"idle","runway":0,"pinned":0,"atBottom":true,"scroll":"idle"}
            {"f":6,"t":0.1,"kbTop":852,"offset":1630,"inset":394,"indicator":395,"contentH":2400,"viewportH":852,"revealY":0,"revealAlpha":1,"composerY":-34,"composerH":48,"btnAlpha":0,"btnY":-90,"pin":"idle","runway":0,"pinned":0,"atBottom":true,"scroll":"idle"}
            {"f":7,"t":0.116667,"kbTop":839.267,"offset":1641.823,"inset":394,"indicator":395,"contentH":2400,"viewportH":852,"revealY":0,"revealAlpha":1,"composerY":-45.823,"composerH":48,"btnAlpha":0,"btnY":-101.823,"pin":"idle","runway":0,"pinned":0,"atBottom":true,"scroll":"idle"}

            """
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func writesEffectsAndEveryEnumSpelling() {
        var frame = exampleFrame()
        frame.pin = .pinnedRelaxed
        frame.scroll = .decelerating
        frame.atBottom = false
        frame.effects.append(.endEditing)
        frame.effects.append(.endEditing)
        var buffer: [UInt8] = []
        var encoder = FrameEncoder(header: FrameHeader(trace: "x", fps: 60, frames: 1), layout: .launchComposer)
        encoder.append(frame, to: &buffer)
        let line = String(decoding: buffer, as: UTF8.self)
        #expect(line.hasSuffix(#","pin":"pinned-relaxed","runway":0,"pinned":0,"atBottom":false,"scroll":"decelerating","fx":["endEditing","endEditing"]}"# + "\n"))
    }

    @Test func writesTheHeaderWithAnEscapedName() {
        var buffer: [UInt8] = []
        FrameHeader(trace: "a\"b", fps: 240, frames: 0).append(to: &buffer)
        #expect(String(decoding: buffer, as: UTF8.self) == #"{"kbframes":1,"trace":"a\"b","fps":240,"frames":0}"# + "\n")
    }

    /// A change made to some frames of the example.
    enum Change: Sendable, CustomStringConvertible {
        case offset([Int])
        case offsetBelowPrecision([Int])
        case effects([Int])

        func apply(to frame: inout Frame) {
            switch self {
            case .offset(let indices): if indices.contains(frame.index) { frame.offset = 1700 }
            case .offsetBelowPrecision(let indices): if indices.contains(frame.index) { frame.offset += 0.0004 }
            case .effects(let indices): if indices.contains(frame.index) { frame.effects.append(.endEditing) }
            }
        }

        var description: String {
            switch self {
            case .offset(let indices): "offset changed at \(indices)"
            case .offsetBelowPrecision(let indices): "offset changed below the written precision at \(indices)"
            case .effects(let indices): "effects at \(indices)"
            }
        }
    }

    /// Which frames of 0...9 a sparse encoding writes.
    @Test(arguments: [
        (.offset([]), [0, 9]),  // nothing changes: the first and the last
        (.offsetBelowPrecision([3, 4]), [0, 9]),  // the written form is the same
        (.offset([5]), [0, 5, 6, 9]),  // a change, then a return
        (.offset([6, 7, 8, 9]), [0, 6, 9]),  // a change that lasts
        (.effects([2]), [0, 2, 9]),
        (.effects([0, 9]), [0, 9]),
        (.offset([9]), [0, 9]),
    ] as [(Change, [Int])])
    func emitsOnlyWhatTheFormatNeeds(change: Change, written: [Int]) {
        let frames = exampleFrames(count: 10) { change.apply(to: &$0) }
        let bytes = FrameEncoder.encodedBytes(
            header: FrameHeader(trace: "x", fps: 60, frames: 10), frames: frames)
        #expect(writtenIndices(bytes) == written)
    }

    @Test func aFrameAfterEffectsIsComparedWithTheFrameWithEffects() {
        // Frame 2 has effects and is written; frame 3 equals it (no effects) and is implied.
        let frames = exampleFrames(count: 5) { frame in
            if frame.index >= 2 { frame.pin = .armed }
            if frame.index == 2 { frame.effects.append(.endEditing) }
        }
        let bytes = FrameEncoder.encodedBytes(
            header: FrameHeader(trace: "x", fps: 60, frames: 5), frames: frames)
        #expect(writtenIndices(bytes) == [0, 2, 4])
    }

    @Test func allFramesWritesEveryFrame() {
        let bytes = FrameEncoder.encodedBytes(
            header: FrameHeader(trace: "x", fps: 30, frames: 7), emission: .allFrames,
            frames: exampleFrames(count: 7, fps: 30))
        #expect(writtenIndices(bytes) == Array(0..<7))
        #expect(outputLines(bytes)[2].hasPrefix(#"{"f":1,"t":0.033333,"#))
    }

    /// `--all-frames` writes a frame whose values are the last line's from that line's
    /// text, copied whole: after a change of width (the offset), with effects, and again.
    @Test func allFramesCopiesTheFieldsOfAnUnchangedFrameWhole() {
        let frames = exampleFrames(count: 4) { frame in
            if frame.index >= 1 { frame.offset = 1641.823 }
            if frame.index == 3 { frame.effects.append(.endEditing) }
        }
        let bytes = FrameEncoder.encodedBytes(
            header: FrameHeader(trace: "x", fps: 60, frames: 4), emission: .allFrames, frames: frames)
        let rest = #""inset":82,"indicator":83,"contentH":2400,"viewportH":852,"revealY":0,"revealAlpha":1,"#
            + #""composerY":-34,"composerH":48,"btnAlpha":0,"btnY":-90,"pin":"idle","runway":0,"pinned":0,"#
            + #""atBottom":true,"scroll":"idle""#
        #expect(
            outputLines(bytes) == [
                #"{"kbframes":1,"trace":"x","fps":60,"frames":4}"#,
                #"{"f":0,"t":0,"kbTop":852,"offset":1630,"# + rest + "}",
                #"{"f":1,"t":0.016667,"kbTop":852,"offset":1641.823,"# + rest + "}",
                #"{"f":2,"t":0.033333,"kbTop":852,"offset":1641.823,"# + rest + "}",
                #"{"f":3,"t":0.05,"kbTop":852,"offset":1641.823,"# + rest + #","fx":["endEditing"]}"#,
                "",
            ])
    }

    @Test(arguments: [
        (1.2, -0.5, #""revealAlpha":1,"#, #""btnAlpha":0,"#),
        (0.96, 0.0004, #""revealAlpha":0.96,"#, #""btnAlpha":0,"#),
        (Double.nan, 1.0000001, #""revealAlpha":0,"#, #""btnAlpha":1,"#),
        (-0.0, 0.9995, #""revealAlpha":0,"#, #""btnAlpha":1,"#),
    ] as [(Double, Double, String, String)])
    func alphasAreClampedToZeroThroughOne(reveal: Double, button: Double, revealText: String, buttonText: String) {
        var frame = exampleFrame()
        frame.revealAlpha = reveal
        frame.buttonAlpha = button
        var buffer: [UInt8] = []
        var encoder = FrameEncoder(header: FrameHeader(trace: "x", fps: 60, frames: 1), layout: .launchComposer)
        encoder.append(frame, to: &buffer)
        let line = String(decoding: buffer, as: UTF8.self)
        #expect(line.contains(revealText))
        #expect(line.contains(buttonText))
    }

    @Test func streamsInChunksAndTheChunksMakeTheWhole() {
        let frames = exampleFrames(count: 500) { $0.offset = Double($0.index) / 7 }
        let header = FrameHeader(trace: "x", fps: 60, frames: 500)
        var chunks: [[UInt8]] = []
        var encoder = FrameEncoder(header: header, layout: .launchComposer)
        encoder.encode(frames, chunkSize: 4096) { chunks.append($0) }
        #expect(chunks.count > 1)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 4096 && $0.count < 4096 + 1024 })
        #expect(chunks.flatMap { $0 } == FrameEncoder.encodedBytes(header: header, frames: frames))
    }

    /// `check` takes each line where the encoder wrote it: the pieces handed over are the
    /// buffer's bytes, a frame with effects in two pieces (the `fx` part apart), and
    /// nothing for an implied frame.
    @Test func theLinesHandedOverAreTheBuffersBytes() {
        let frames = exampleFrames(count: 6) { frame in
            if frame.index == 2 { frame.offset = 1641.5 }
            if frame.index == 4 { frame.effects.append(.endEditing) }
        }
        let header = FrameHeader(trace: "x", fps: 60, frames: frames.count)
        var encoder = FrameEncoder(header: header, layout: .launchComposer)
        var pieces: [[UInt8]] = []
        var written: [Int] = []
        for var frame in frames {
            if encoder.append(inPlace: &frame, emit: { pieces.append(Array($0)) }) { written.append(frame.index) }
        }
        #expect(written == [0, 2, 3, 4, 5])
        #expect(pieces.count == 6)
        #expect(String(decoding: pieces[4], as: UTF8.self) == #","fx":["endEditing"]}"# + "\n")
        var expected: [UInt8] = []
        encoder.appendHeader(to: &expected)
        #expect(expected + pieces.flatMap { $0 } == FrameEncoder.encodedBytes(header: header, frames: frames))
    }

    @Test func aReplayWithoutEventsIsDeterministicAndWritesOnlyTheEnds() {
        let scenario = Scenario(screen: Screen(width: 393, height: 852), contentHeight: 2400)
        func run() -> [UInt8] {
            let replay = Replay(scenario: scenario, events: [], fps: 60, lastFrameIndex: 72)
            return FrameEncoder.encodedBytes(header: header, frames: replay)
        }
        let first = run()
        #expect(first == run())
        #expect(writtenIndices(first) == [0, 72])
        #expect(outputLines(first)[1] == outputLines(FrameEncoder.encodedBytes(header: header, frames: [exampleFrame()]))[1])
    }

    /// The encoder keeps the fields' text and converts only the fields that changed: every
    /// line it writes must be the line a fresh encoder writes for that frame alone.
    @Test(arguments: [FrameEncoder.Emission.allFrames, .sparse])
    func aLineIsTheSameAsAFreshEncodersLine(emission: FrameEncoder.Emission) {
        let frames = exampleFrames(count: 240) { frame in
            let k = Double(frame.index)
            if frame.index % 3 == 0 { frame.offset = 1630 + k * 0.3337 }
            if frame.index % 5 == 0 { frame.keyboardTop = 852 - k * 1.0005 }
            if frame.index % 7 == 0 { frame.buttonY = frame.index % 2 == 0 ? -0.0 : 0.0004 }
            if frame.index % 11 == 0 { frame.pin = .armed }
            if frame.index % 13 == 0 { frame.atBottom = false }
            if frame.index % 17 == 0 { frame.revealAlpha = 1.2 }
            if frame.index % 19 == 0 { frame.scroll = .decelerating }
            if frame.index % 23 == 0 { frame.effects.append(.endEditing) }
            if frame.index > 200 { frame.contentHeight = 2400 + k * 1000.0625 }
        }
        let header = FrameHeader(trace: "x", fps: 60, frames: frames.count)
        let lines = outputLines(FrameEncoder.encodedBytes(header: header, emission: emission, frames: frames))
        let written = writtenIndices(FrameEncoder.encodedBytes(header: header, emission: emission, frames: frames))
        #expect(written.count == lines.count - 2)
        for (line, index) in zip(lines.dropFirst(), written) {
            var fresh = FrameEncoder(header: header, layout: .launchComposer, emission: .allFrames)
            var bytes: [UInt8] = []
            fresh.append(frames[index], to: &bytes)
            #expect(line + "\n" == String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The encoder splices a changed field's text into the line it keeps, moving the
    /// fields after it: fields that grow, shrink or keep their length, one or several at
    /// once, first, in the middle and last, must leave the line a fresh encoder writes.
    @Test func splicedFieldsGiveTheFreshEncodersLine() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        // Texts of 1 to 13 bytes: 0, 7, -3.5, 123456.789, -0.001, ...
        let numbers: [Double] = [0, 7, -3.5, 123_456.789, -0.001, 852, 1630.25, -99_999.999, 0.5, 12]
        let fields = LaunchComposer.schema.frame.fields
        var frame = exampleFrame()
        var frames: [Frame] = []
        for index in 0..<600 {
            frame.index = index
            frame.time = Time.frameTime(index: index, fps: 60)
            for _ in 0..<(1 + next(4)) {
                let field = next(fields.count)
                switch fields[field].kind {
                case .number, .alpha: frame.values[field] = numbers[next(numbers.count)]
                case .flag: frame.values[field] = Double(next(2))
                case .choice(let names): frame.values[field] = Double(next(names.count))
                }
            }
            frames.append(frame)
        }
        let header = FrameHeader(trace: "x", fps: 60, frames: frames.count)
        let lines = outputLines(FrameEncoder.encodedBytes(header: header, emission: .allFrames, frames: frames))
        #expect(lines.count == frames.count + 2)
        for (line, frame) in zip(lines.dropFirst(), frames) {
            var fresh = FrameEncoder(header: header, layout: .launchComposer, emission: .allFrames)
            var bytes: [UInt8] = []
            fresh.append(frame, to: &bytes)
            #expect(line + "\n" == String(decoding: bytes, as: UTF8.self))
        }
    }

    /// A line written from other values (`appendLine`) between two frames leaves no
    /// stale field in the next frame's line.
    @Test func aLineFromOtherValuesBetweenFramesLeavesNothingBehind() {
        let header = FrameHeader(trace: "x", fps: 60, frames: 3)
        var encoder = FrameEncoder(header: header, layout: .launchComposer, emission: .allFrames)
        var other = exampleFrame(index: 1)
        other.keyboardTop = 500.5
        other.scroll = .dragging
        var bytes: [UInt8] = []
        encoder.append(exampleFrame(index: 0), to: &bytes)
        encoder.appendLine(
            index: 1, time: other.time, values: FrameLayout.launchComposer.written(other.values),
            effects: EffectList(), to: &bytes)
        encoder.append(exampleFrame(index: 2), to: &bytes)
        let lines = outputLines(bytes)
        #expect(lines[1].contains(#""kbTop":500.5,"#) && lines[1].contains(#""scroll":"dragging""#))
        var fresh = FrameEncoder(header: header, layout: .launchComposer, emission: .allFrames)
        var expected: [UInt8] = []
        fresh.append(exampleFrame(index: 2), to: &expected)
        #expect(lines[2] + "\n" == String(decoding: expected, as: UTF8.self))
    }
}

