import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit

/// A frame line of the example, with `fields` replacing (or, with `nil`, removing) keys.
func frameLine(_ index: Int, _ fields: [(String, String?)] = []) -> String {
    var pairs: [(String, String)] = [
        ("f", "\(index)"), ("t", "0"), ("kbTop", "852"), ("offset", "1630"), ("inset", "82"),
        ("indicator", "83"), ("contentH", "2400"), ("viewportH", "852"), ("revealY", "0"),
        ("revealAlpha", "1"), ("composerY", "-34"), ("composerH", "48"), ("btnAlpha", "0"),
        ("btnY", "-90"), ("pin", #""idle""#), ("runway", "0"), ("pinned", "0"),
        ("atBottom", "true"), ("scroll", #""idle""#),
    ]
    for (key, value) in fields {
        if let position = pairs.firstIndex(where: { $0.0 == key }) {
            if let value { pairs[position].1 = value } else { pairs.remove(at: position) }
        } else if let value {
            pairs.append((key, value))
        }
    }
    return "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
}

let exampleHeaderLine = #"{"kbframes":1,"trace":"t","fps":60,"frames":10}"#

func parseGoldenLines(_ lines: [String]) -> Result<Golden, GoldenErrors> {
    Golden.parse(Array((lines.joined(separator: "\n") + "\n").utf8))
}

@Suite("Goldens are read strictly and expanded")
struct GoldenReadingTests {
    /// A malformed golden's lines and the one error they give. `swift test` names a case
    /// by its error: its lines (frame lines of 300 characters) would make long log lines.
    struct BadGolden: Sendable, CustomTestStringConvertible {
        var lines: [String]
        var message: String

        init(_ lines: [String], _ message: String) {
            self.lines = lines
            self.message = message
        }

        var testDescription: String { message }
    }

    @Test func readsWhatTheEncoderWrites() throws {
        let frames = exampleFrames(count: 10) { frame in
            frame.offset = 1630 + Double(frame.index / 3) * 1.0005
            frame.buttonAlpha = 0.1234
            if frame.index == 4 { frame.effects.append(.endEditing) }
            if frame.index >= 5 { frame.pin = .pinnedRelaxed }
        }
        let header = FrameHeader(trace: "t", fps: 60, frames: 10)
        let bytes = FrameEncoder.encodedBytes(header: header, frames: frames)
        let golden = try Golden.parse(bytes).get()
        #expect(golden.header == header)
        #expect(golden.frames.map(\.index) == [0, 3, 4, 5, 6, 9])
        #expect(Array(golden.expandedFrames) == frames.map { WrittenFrame($0, layout: .launchComposer) })
    }

    @Test func impliedFramesCopyTheLastWrittenFrameWithoutEffects() throws {
        let golden = try parseGoldenLines([
            exampleHeaderLine,
            frameLine(0),
            frameLine(2, [("offset", "1700"), ("fx", #"["endEditing"]"#)]),
            frameLine(9),
        ]).get()
        let expanded = Array(golden.expandedFrames)
        #expect(expanded.map(\.index) == Array(0..<10))
        #expect(expanded.map { $0.values[LaunchComposer.Field.offset.rawValue] } == [1_630_000, 1_630_000] + Array(repeating: 1_700_000, count: 7) + [1_630_000])
        #expect(expanded.map(\.effects.count) == [0, 0, 1, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func aFinalLineBreakIsOptionalAndCarriageReturnsAreWhitespace() throws {
        // Frames 0 and 9: the header's 10 frames end at the last line (issue 46).
        let withoutBreak = Golden.parse(Array((exampleHeaderLine + "\n" + frameLine(0) + "\n" + frameLine(9)).utf8))
        #expect(try withoutBreak.get().frames.count == 2)
        let crlf = Golden.parse(Array((exampleHeaderLine + "\r\n" + frameLine(0) + "\r\n" + frameLine(9) + "\r\n").utf8))
        #expect(try crlf.get().frames.count == 2)
    }

    /// Each malformed golden gives one error, at the line (and column for syntax).
    @Test(arguments: [
        BadGolden([""], "g:1: the golden is empty: expected a header line"),
        BadGolden([exampleHeaderLine], "g:2: missing frame 0: the golden has no frame lines"),
        BadGolden([#"{"kbframes":1,"trace":"t","fps":60}"#, frameLine(0)], #"g:1: a header is missing field "frames""#),
        BadGolden([#"{"kbframes":2,"trace":"t","fps":60,"frames":10}"#, frameLine(0)],
                  "g:1: kbframes: this is frames format version 2; kbreplay reads version 1"),
        BadGolden([#"{"kbframes":1,"trace":"t","fps":0,"frames":10}"#, frameLine(0)],
                  "g:1: fps: expected a whole number of at least 1, got 0"),
        BadGolden([frameLine(0)], #"g:1: expected the header, {"kbframes":1,"trace":...,"fps":...,"frames":...}, got a frame line"#),
        BadGolden([exampleHeaderLine, frameLine(0), "{\"f\":1,"], "g:3:8: unexpected end of input; expected a string key"),
        BadGolden([exampleHeaderLine, frameLine(0), "[1]"], "g:3: expected a frame line object, got an array"),
        BadGolden([exampleHeaderLine, frameLine(0), "", frameLine(3)], "g:3: blank line"),
        BadGolden([exampleHeaderLine, frameLine(0, [("offset", nil)])], #"g:2: a frame line is missing field "offset""#),
        BadGolden([exampleHeaderLine, frameLine(0, [("offset", nil), ("pin", nil)])],
                  #"g:2: a frame line is missing fields "offset", "pin""#),
        BadGolden([exampleHeaderLine, frameLine(0, [("extra", "1")])], #"g:2: unknown field "extra" in a frame line"#),
        BadGolden([exampleHeaderLine, frameLine(0, [("offset", #""1630""#)])], #"g:2: offset: expected a number, got "1630""#),
        BadGolden([exampleHeaderLine, frameLine(0, [("offset", "1e999")])], "g:2: offset: 1e999 is out of range"),
        BadGolden([exampleHeaderLine, frameLine(0, [("t", "null")])], "g:2: t: expected a number, got null"),
        BadGolden([exampleHeaderLine, frameLine(0, [("f", "0.5")])], "g:2: f: expected a whole number of at least 0, got 0.5"),
        BadGolden([exampleHeaderLine, frameLine(0, [("atBottom", "1")])], "g:2: atBottom: expected true or false, got 1"),
        BadGolden([exampleHeaderLine, frameLine(0, [("pin", #""stuck""#)])],
                  #"g:2: pin: expected one of idle, armed, deferred, animating, pinned, pinned-relaxed, got "stuck""#),
        BadGolden([exampleHeaderLine, frameLine(0, [("fx", #"["boom"]"#)])], #"g:2: fx: expected effects (endEditing), got "boom""#),
        BadGolden([exampleHeaderLine, frameLine(0, [("fx", "true")])], "g:2: fx: expected an array of effects, got true"),
        BadGolden([exampleHeaderLine, frameLine(1)], "g:2: the first frame line must be frame 0, not frame 1"),
        BadGolden([exampleHeaderLine, frameLine(0), frameLine(5), frameLine(4)],
                  "g:4: frame 4 comes after frame 5: frames must be in increasing order"),
        BadGolden([exampleHeaderLine, frameLine(0), frameLine(0)],
                  "g:3: frame 0 comes after frame 0: frames must be in increasing order"),
        BadGolden([exampleHeaderLine, frameLine(0), frameLine(10)],
                  "g:3: frame 10 is past the last frame, 9, of the header's 10 frames"),
    ])
    func malformedGoldensAreErrorsWithLines(bad: BadGolden) {
        switch parseGoldenLines(bad.lines) {
        case .success: Issue.record("parsed a malformed golden")
        case .failure(let errors): #expect(errors.formatted(file: "g") == bad.message)
        }
    }

    @Test func reportsEveryBadLine() {
        let result = parseGoldenLines([exampleHeaderLine, frameLine(0, [("offset", "true")]), frameLine(1), "nope"])
        guard case .failure(let errors) = result else {
            Issue.record("parsed a malformed golden")
            return
        }
        #expect(errors.errors.map(\.line) == [2, 4])
    }
}

@Suite("Goldens are compared frame by frame, field by field")
struct GoldenComparisonTests {
    let header = FrameHeader(trace: "t", fps: 60, frames: 20)

    func goldenOf(_ frames: [Frame], header: FrameHeader? = nil) throws -> Golden {
        try Golden.parse(FrameEncoder.encodedBytes(header: header ?? self.header, frames: frames)).get()
    }

    @Test func aReplayMatchesItsOwnOutput() throws {
        let frames = exampleFrames(count: 20) { $0.offset += Double($0.index) * 0.3337 }
        let golden = try goldenOf(frames)
        #expect(GoldenComparison().differences(golden: golden, header: header, frames: frames) == nil)
    }

    /// Differences in thousandths at frame 5's offset, and whether the default tolerance
    /// (0.01) accepts them.
    @Test(arguments: [
        (0.0004, true),  // rounds to the same written value
        (0.0096, true),  // written 1630.01: exactly the tolerance
        (0.0104, true),  // written 1630.01 too: rounding is symmetric
        (0.0106, false),  // written 1630.011
        (-0.01, true),
        (-0.011, false),
        (100, false),
    ] as [(Double, Bool)])
    func numbersMatchWithinTheTolerance(change: Double, matches: Bool) throws {
        let golden = try goldenOf(exampleFrames(count: 20))
        let actual = exampleFrames(count: 20) { if $0.index == 5 { $0.offset += change } }
        let differences = GoldenComparison().differences(golden: golden, header: header, frames: actual)
        #expect((differences == nil) == matches)
    }

    @Test func aLargerToleranceAcceptsMore() throws {
        let golden = try goldenOf(exampleFrames(count: 20))
        let actual = exampleFrames(count: 20) { $0.buttonAlpha = 0.25 }
        #expect(GoldenComparison(tolerance: 0.25).differences(golden: golden, header: header, frames: actual) == nil)
        #expect(GoldenComparison(tolerance: 0.249).differences(golden: golden, header: header, frames: actual) != nil)
    }

    /// `pin`, `atBottom`, `scroll` (by field) and `fx` (nil).
    @Test(arguments: [LaunchComposer.Field.pin, .atBottom, .scroll, nil])
    func everythingElseMustBeEqual(field: LaunchComposer.Field?) throws {
        let golden = try goldenOf(exampleFrames(count: 20))
        let actual = exampleFrames(count: 20) { frame in
            guard frame.index == 8 else { return }
            switch field {
            case .pin: frame.pin = .armed
            case .atBottom: frame.atBottom = false
            case .scroll: frame.scroll = .bouncing
            default: frame.effects.append(.endEditing)
            }
        }
        let differences = try #require(GoldenComparison(tolerance: 1e9).differences(golden: golden, header: header, frames: actual))
        #expect(differences.firstFrame == 8)
        if let field {
            #expect(differences.shownFields.indices == [field.rawValue])
        } else {
            #expect(differences.shownFields.indices.isEmpty && differences.shownFields.containsEffects)
        }
    }

    @Test func impliedFramesAreComparedToo() throws {
        // The golden implies frames 1...18 from frame 0; the actual differs at 12 only.
        let golden = try goldenOf(exampleFrames(count: 20))
        #expect(golden.frames.count == 2)
        let actual = exampleFrames(count: 20) { if $0.index == 12 { $0.composerY = -40 } }
        let differences = try #require(GoldenComparison().differences(golden: golden, header: header, frames: actual))
        #expect(differences.firstFrame == 12)
        #expect(differences.rows.map(\.index) == [10, 11, 12, 13, 14])
    }

    @Test func anImpliedFrameHasNoEffects() throws {
        // The golden's frame 3 has an effect; the actual repeats it at frame 4, which the
        // golden implies (without effects).
        let expected = exampleFrames(count: 20) { if $0.index == 3 { $0.effects.append(.endEditing) } }
        let actual = exampleFrames(count: 20) { if $0.index == 3 || $0.index == 4 { $0.effects.append(.endEditing) } }
        let differences = try #require(GoldenComparison().differences(golden: try goldenOf(expected), header: header, frames: actual))
        #expect(differences.firstFrame == 4)
        #expect(differences.shownFields.names(in: .launchComposer) == ["fx"])
    }

    @Test func theReportShowsTheFirstDifferenceContextAndTheRest() throws {
        let golden = try goldenOf(exampleFrames(count: 20))
        let actual = exampleFrames(count: 20) { frame in
            if frame.index == 1 { frame.offset = 1630.004 }
            if frame.index >= 2 { frame.offset = 1630 + Double(frame.index) }
            if frame.index >= 2, frame.index % 2 == 0 { frame.composerY = -40 }
            if frame.index == 15 { frame.pin = .armed }
        }
        let differences = try #require(GoldenComparison().differences(golden: golden, header: header, frames: actual))
        #expect(differences.differingFrameCount == 18)
        #expect(differences.formatted(indent: "  ") == [
            #"  frame 2 (t 0.033333) differs: offset expected 1630, actual 1632; composerY expected -34, actual -40 (tolerance 0.01)"#,
            "        frame  offset           composerY",
            "            0  1630             -34",
            "            1  1630 ~ 1630.004  -34",
            "      >     2  1630 -> 1632     -34 -> -40",
            "            3  1630 -> 1633     -34",
            "            4  1630 -> 1634     -34 -> -40",
            "  and 15 more differing frames, implied frames included (fields: offset, composerY, pin)",
        ])
    }

    @Test func headerDifferencesAreReportedAndDifferentClocksAreNotCompared() throws {
        let golden = try goldenOf(exampleFrames(count: 20))
        let other = FrameHeader(trace: "u", fps: 30, frames: 21)
        let differences = try #require(GoldenComparison().differences(golden: golden, header: other, frames: exampleFrames(count: 21, fps: 30)))
        #expect(differences.formatted() == [
            #"header differs: trace expected "t", actual "u"; fps expected 60, actual 30; frames expected 20, actual 21"#,
            "frames not compared: the frame clocks differ",
        ])
    }

    @Test func aRenamedTraceIsStillComparedFrameByFrame() throws {
        let golden = try goldenOf(exampleFrames(count: 20))
        let renamed = FrameHeader(trace: "renamed", fps: 60, frames: 20)
        let differences = try #require(GoldenComparison().differences(golden: golden, header: renamed, frames: exampleFrames(count: 20)))
        #expect(differences.headerFields.map(\.name) == ["trace"])
        #expect(differences.firstFrame == nil)
    }
}
