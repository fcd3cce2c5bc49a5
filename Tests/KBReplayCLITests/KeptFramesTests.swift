import Testing
import TraceKit
@testable import KBReplayCLI

/// The frames a page keeps of a long trace (`KeptFrames`, docs/view.md "Size"), worked out
/// by hand on small traces with the bound lowered.
@Suite("The frames a page keeps")
struct KeptFramesTests {
    @Test func aTraceWithinTheBoundKeepsEveryFrame() {
        #expect(KeptFrames.choose(frameCount: 8, bound: 8, marks: [3]) == KeptFrames(frames: nil, frameCount: 8))
        #expect(KeptFrames.choose(frameCount: 1, bound: 0, marks: []).keepsAll)
    }

    @Test func aLongerOneKeepsAStrideTheLastFrameAndTheMarks() {
        // 10 frames under 4: stride ⌈10 / 4⌉ = 3, frames 0, 3, 6, 9 (9 is also the last).
        #expect(KeptFrames.choose(frameCount: 10, bound: 4, marks: []).frames == [0, 3, 6, 9])
        // 11 under 5: stride 3, then the last frame 10; marks 4 and 7 join, -1 and 12 are outside.
        #expect(KeptFrames.choose(frameCount: 11, bound: 5, marks: [7, 4, -1, 12, 3]).frames == [0, 3, 4, 6, 7, 9, 10])
    }

    @Test func marksAreEventsViolationsWithTheFrameAfterAndTheFirstDifference() {
        let marks = KeptFrames.marks(
            events: [PhoneView.Tick(frame: 2, label: "send")],
            violations: [PhoneView.Span(frames: 5...6, invariant: "x")], firstDifference: 8)
        #expect(marks == [2, 5, 6, 7, 8])
    }

    @Test func theKeeperAnswersFramesMetInOrder() {
        let keeper = KeptFrames(frames: [0, 3, 4, 9], frameCount: 10).keeper()
        #expect((0..<10).filter(keeper) == [0, 3, 4, 9])
        let all = KeptFrames.all(3).keeper()
        #expect((0..<3).filter(all) == [0, 1, 2])
    }

    /// The 73 frames of `exampleTrace` (60 fps, 1.2 s; its event at 0.1 s, frame 6) under a
    /// bound of 10: stride ⌈73 / 10⌉ = 8, frames 0, 8, ..., 72, with 6 (the event) and 41
    /// (the first difference from a golden moved from frame 41 on).
    @Test func aPageOfALongTraceKeepsWhatItShows() throws {
        let trace = try TraceParser.parse(Array(exampleTrace().utf8)).get()
        let goldenText = try movedGolden(from: 41)
        let golden = try Golden.parse(Array(goldenText.utf8)).get()
        let full = PhoneView(trace: trace, golden: golden)
        let kept = PhoneView(trace: trace, golden: golden, bound: 10)
        let frames = [0, 6, 8, 16, 24, 32, 40, 41, 48, 56, 64, 72]
        #expect(full.kept.keepsAll)
        #expect(full.frameCount == 73)
        #expect(kept.kept.frames == frames)
        #expect(kept.frameCount == 73)
        #expect(kept.firstDifference == 41)
        #expect(full.firstDifference == 41)
        #expect(kept.actual == full.actual.map { column in frames.map { column[$0] } })
        #expect(kept.golden == full.golden.map { $0.map { column in frames.map { column[$0] } } })
        #expect(kept.differing == full.differing.map { column in frames.map { column[$0] } })
        #expect(kept.events == full.events)
        #expect(kept.violations == full.violations)
        // The page names the frame count and the frames kept, as differences.
        let html = ViewPage(view: kept).html()
        #expect(html.contains("\nfr:[73,\"0,6,2,8,8,8,8,1,7,8,8,8\"]\n}"))
        #expect(html.contains(PhoneScript.keptFrames))
        let whole = ViewPage(view: full).html()
        #expect(!whole.contains("\nfr:"))
        #expect(!whole.contains(PhoneScript.keptFrames))
    }
}
