import Handlers
import Invariants
import TraceKit
import UIKitModel

/// Everything `kbreplay view`'s page shows of one replay: the screen, the parts the
/// handler's schema declares, every frame's written values (and the golden's), the
/// events, the violations and the first difference from the golden.
///
/// Made in one pass over the replay (`PhoneView(trace:golden:tolerance:)`); the page
/// (`ViewPage`) encodes it.
struct PhoneView: Equatable {
    /// A span of frames where an invariant failed.
    struct Span: Equatable {
        var frames: ClosedRange<Int>
        var invariant: String
    }

    /// An event at the first frame that shows it.
    struct Tick: Equatable {
        var frame: Int
        var label: String
    }

    var trace: String
    var handler: HandlerSchema
    /// The fields of the frames drawn, in `actual`'s order: the handler's, with the
    /// keyboard's other edges when the trace's keyboard floats (`Trace.frameLayout`).
    var frame: FrameSchema
    /// Where the handler's `composerY` is measured from in this trace's config.
    var composerYOrigin: HandlerSchema.ComposerYOrigin
    var fps: Int
    var scenario: Scenario
    /// Each field's written values (thousandths for numbers), frame by frame.
    var actual: [[Int64]]
    /// The golden's, when one was given and could be drawn (frames past its end repeat its last).
    var golden: [[Int64]]?
    var events: [Tick]
    /// The screen's and the view's changes during the trace (`geometry` events), each at
    /// the first frame that shows it; empty when they never change.
    var geometryChanges: [PageData.GeometryChange]
    var violations: [Span]
    /// With a golden, each frame's fields that differ from it beyond the tolerance, as a
    /// mask: bit `i` for field `i`, bit 32 for the effects, bit 33 for a frame past the
    /// golden's end.
    var differing: [Int64]?
    /// The first frame whose values differ from the golden's (beyond the tolerance), if any.
    var firstDifference: Int?
    /// Why the golden is not drawn, or where it ends.
    var notes: [String]

    var frameCount: Int { kept.frameCount }

    /// The frames of the replay that `actual`, `golden` and `differing` hold (`KeptFrames`):
    /// every frame of a trace of at most `bound` frames.
    var kept: KeptFrames

    init(
        trace: Trace, golden: (any DrawnGolden)? = nil, tolerance: Double = GoldenComparison.defaultTolerance,
        bound: Int = KeptFrames.defaultBound, marks: [Int] = []
    ) {
        let layout = trace.frameLayout
        self.trace = trace.name
        handler = trace.handler.schema
        frame = layout.schema
        composerYOrigin = trace.handler.composerYOrigin(config: trace.scenario.config)
        fps = trace.fps
        scenario = trace.scenario
        let (usable, notes) = GoldenFit.check(golden, against: trace)
        self.notes = notes
        let last = trace.lastFrameIndex
        events = trace.events.map { timed in
            Tick(frame: min(last, Self.firstFrame(at: timed.time, fps: trace.fps)), label: EventText.label(timed.event))
        }
        geometryChanges = PageData.geometryChanges(trace)
        var kept = KeptFrames.all(trace.frameCount)
        if trace.frameCount > bound {
            // A first pass finds the frames to keep; the second keeps them.
            let found = Self.gather(trace, golden: usable, tolerance: tolerance, layout: layout, kept: kept, keeping: false)
            kept = KeptFrames.choose(frameCount: trace.frameCount, bound: bound, marks: marks + KeptFrames.marks(
                events: events, violations: found.violations, firstDifference: found.firstDifference))
        }
        let gathered = Self.gather(trace, golden: usable, tolerance: tolerance, layout: layout, kept: kept, keeping: true)
        self.kept = kept
        actual = gathered.actual
        self.golden = gathered.golden
        differing = gathered.differing
        firstDifference = gathered.firstDifference
        violations = gathered.violations
    }

    /// One pass over the replay: the kept frames' values (when `keeping`), the violations
    /// and the first difference from `golden` over every frame.
    private static func gather(
        _ trace: Trace, golden usable: (any DrawnGolden)?, tolerance: Double, layout: FrameLayout, kept: KeptFrames, keeping: Bool
    ) -> (actual: [[Int64]], golden: [[Int64]]?, differing: [Int64]?, firstDifference: Int?, violations: [Span]) {
        var actual = [[Int64]](repeating: [], count: layout.count)
        var expected = usable == nil ? nil : actual
        if keeping {
            for index in actual.indices {
                actual[index].reserveCapacity(kept.count)
                expected?[index].reserveCapacity(kept.count)
            }
        }
        let isKept = kept.keeper()
        let comparison = GoldenComparison(tolerance: tolerance)
        let expectedFrames = usable?.frames()
        var lastExpected: WrittenFrame?
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        var differing: [Int64] = []
        var firstDifference: Int?
        for frame in trace.makeReplay() {
            checker.observe(frame)
            let keep = keeping && isKept(frame.index)
            guard keep || expected != nil else { continue }
            let written = layout.written(frame.values)
            if keep { for index in actual.indices { actual[index].append(written[index]) } }
            guard expected != nil else { continue }
            let next = expectedFrames?.next()
            let mask = next.map {
                Self.mask(comparison.differingFields($0, WrittenFrame(index: frame.index, values: written, effects: frame.effects), layout: layout))
            } ?? Self.pastGoldenEndBit
            if mask != 0, firstDifference == nil { firstDifference = frame.index }
            lastExpected = next ?? lastExpected
            guard keep else { continue }
            differing.append(mask)
            let values = lastExpected?.values ?? written
            for index in actual.indices { expected?[index].append(values[index]) }
        }
        let report = checker.finish()
        return (
            actual, expected, expected == nil ? nil : differing, firstDifference,
            report.violations.map { Span(frames: $0.frames, invariant: $0.invariant.rawValue) }
        )
    }

    /// The mask's bit for the effects.
    static let effectsBit: Int64 = 1 << 32
    /// The mask's bit for a frame the golden does not have (the golden's phone shows its last).
    static let pastGoldenEndBit: Int64 = 1 << 33

    /// `fields` as a mask: bit `i` for field `i`, `effectsBit` for the effects.
    static func mask(_ fields: FrameFieldSet) -> Int64 {
        var mask: Int64 = fields.containsEffects ? effectsBit : 0
        for index in 0..<FrameSchema.capacity where fields.contains(index) { mask |= 1 << index }
        return mask
    }

    /// The first frame drawn at or after `time` (frame times are rounded to the nanosecond).
    static func firstFrame(at time: Nanoseconds, fps: Int) -> Int {
        var frame = Int((time * Nanoseconds(fps) + 999_999_999) / 1_000_000_000)
        while frame > 0, Time.frameTime(index: frame - 1, fps: fps) >= time { frame -= 1 }
        while Time.frameTime(index: frame, fps: fps) < time { frame += 1 }
        return frame
    }
}
