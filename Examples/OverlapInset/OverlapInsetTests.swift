import Foundation
import Handlers
import Invariants
import Testing
import TraceKit
import UIKitModel

/// Replaying a trace through a handler of one's own, as a user would from a test: parse
/// with the handler registered, replay, write frames, compare with a golden, check invariants.
struct OverlapInsetTests {
    static let handlers = HandlerKind.builtIn + [HandlerKind(OverlapInset.self)]

    /// Screen 852 pt, content 2000, composer 50, gap 8: the inset is `50 + 8 = 58` and the
    /// bottom `2000 - 852 + 58 = 1206`. An instant keyboard of 336 pt at 0.1 s (frame 6):
    /// overlap 336, inset 394, the user was at the bottom so the offset follows to 1542.
    /// At 0.5 s the composer grows to 70: inset 414, the offset stays (its own event only
    /// sets the inset).
    static let trace = """
        {
          "kbtrace": 1, "name": "mine", "handler": "overlap-inset", "duration": 1,
          "screen": {"width": 393, "height": 852},
          "scrollView": {"contentHeight": 2000}, "composer": {"height": 50},
          "config": {"gap": 8},
          "events": [
            {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0, "curve": 7},
            {"t": 0.5, "type": "composerResized", "height": 70}
          ]
        }
        """

    static let golden = """
        {"kbframes":1,"trace":"mine","handler":"overlap-inset","fps":60,"frames":61}
        {"f":0,"t":0,"kbTop":852,"offset":1206,"inset":58,"composerY":0,"overlap":0}
        {"f":6,"t":0.1,"kbTop":516,"offset":1542,"inset":394,"composerY":-336,"overlap":336}
        {"f":30,"t":0.5,"kbTop":516,"offset":1542,"inset":414,"composerY":-336,"overlap":336}
        {"f":60,"t":1,"kbTop":516,"offset":1542,"inset":414,"composerY":-336,"overlap":336}

        """

    static func parsed() throws -> Trace {
        try TraceParser.parse(Array(trace.utf8), handlers: handlers).get()
    }

    @Test func itReplaysToTheFramesWorkedOutByHand() throws {
        let trace = try Self.parsed()
        let bytes = FrameEncoder.encodedBytes(
            header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
        #expect(String(decoding: bytes, as: UTF8.self) == Self.golden)
    }

    @Test func itsGoldenComparesFrameByFrame() throws {
        let trace = try Self.parsed()
        let golden = try Golden.parse(Array(Self.golden.utf8), handlers: Self.handlers).get()
        #expect(GoldenComparison().differences(golden: golden, header: trace.frameHeader, frames: trace.makeReplay()) == nil)
        // One value off by more than the tolerance is found, at its frame and field.
        let edited = Self.golden.replacingOccurrences(of: #""f":30,"t":0.5,"kbTop":516,"offset":1542,"inset":414"#, with: #""f":30,"t":0.5,"kbTop":516,"offset":1542,"inset":415"#)
        let wrong = try Golden.parse(Array(edited.utf8), handlers: Self.handlers).get()
        let differences = try #require(GoldenComparison().differences(golden: wrong, header: trace.frameHeader, frames: trace.makeReplay()))
        #expect(differences.firstFrame == 30)
        #expect(differences.firstFrameFields.map(\.name) == ["inset"])
    }

    @Test func itsConfigKeysAndEventsAreValidated() {
        let typo = Self.trace.replacingOccurrences(of: #""gap": 8"#, with: #""gapp": 8"#)
        if case .failure(let failure) = TraceParser.parse(Array(typo.utf8), handlers: Self.handlers) {
            #expect(failure.diagnostics.map(\.message) == ["unknown key 'gapp' (did you mean 'gap'?)"])
        } else {
            Issue.record("a misspelled config key must not parse")
        }
        let missing = Self.trace.replacingOccurrences(of: #", "height": 70"#, with: "")
        if case .failure(let failure) = TraceParser.parse(Array(missing.utf8), handlers: Self.handlers) {
            #expect(failure.diagnostics.map(\.message) == ["missing required key 'height' for a 'composerResized' event"])
        } else {
            Issue.record("a composerResized without height must not parse")
        }
    }

    /// In a tab bar (the view `{0, 769}` on the 852 pt screen) it reads the overlap with its
    /// view: at rest inset 58 and bottom 2000 - 769 + 58 = 1289; the 336 pt keyboard (top
    /// 516) overlaps the view by 769 - 516 = 253, so the inset is 253 + 58 = 311 and the
    /// offset follows to 2000 - 769 + 311 = 1542; the composer rides up 253, not 336.
    @Test func inATabBarItReadsTheOverlapWithItsView() throws {
        let text = Self.trace.replacingOccurrences(of: #""composer": {"height": 50},"#, with: #""composer": {"height": 50}, "view": {"top": 0, "bottom": 769},"#)
        let trace = try TraceParser.parse(Array(text.utf8), handlers: Self.handlers).get()
        let frames = Array(trace.makeReplay())
        #expect(frames[0].values[2] == 58)
        #expect(frames[0].values[1] == 1289)
        #expect(frames[6].values[4] == 253)
        #expect(frames[6].values[2] == 311)
        #expect(frames[6].values[1] == 1542)
        #expect(frames[6].values[3] == -253)
    }

    /// Only the invariants that apply to every handler check a user's frames.
    @Test func theInvariantsForEveryHandlerRunOnIt() throws {
        let report = InvariantChecker.check(try Self.parsed())
        #expect(report.violations.isEmpty)
        #expect(report.frameCount == 61)
        #expect(InvariantID.applying(to: OverlapInset.schema.name) == [.finiteNumbers])
    }
}
