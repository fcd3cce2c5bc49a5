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
    var violations: [Span]
    /// With a golden, each frame's fields that differ from it beyond the tolerance, as a
    /// mask: bit `i` for field `i`, bit 32 for the effects, bit 33 for a frame past the
    /// golden's end.
    var differing: [Int64]?
    /// The first frame whose values differ from the golden's (beyond the tolerance), if any.
    var firstDifference: Int?
    /// Why the golden is not drawn, or where it ends.
    var notes: [String]

    var frameCount: Int { actual.first?.count ?? 0 }

    init(trace: Trace, golden: (any DrawnGolden)? = nil, tolerance: Double = GoldenComparison.defaultTolerance) {
        let layout = trace.frameLayout
        self.trace = trace.name
        handler = trace.handler.schema
        frame = layout.schema
        composerYOrigin = trace.handler.composerYOrigin(config: trace.scenario.config)
        fps = trace.fps
        scenario = trace.scenario
        let (usable, notes) = GoldenFit.check(golden, against: trace)
        self.notes = notes
        var actual = [[Int64]](repeating: [], count: layout.count)
        var expected = usable == nil ? nil : actual
        for index in actual.indices {
            actual[index].reserveCapacity(trace.frameCount)
            expected?[index].reserveCapacity(trace.frameCount)
        }
        let comparison = GoldenComparison(tolerance: tolerance)
        let expectedFrames = usable?.frames()
        var lastExpected: WrittenFrame?
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        var differing: [Int64] = []
        for frame in trace.makeReplay() {
            checker.observe(frame)
            let written = layout.written(frame.values)
            for index in actual.indices { actual[index].append(written[index]) }
            guard expected != nil else { continue }
            let next = expectedFrames?.next()
            differing.append(next.map {
                Self.mask(comparison.differingFields($0, WrittenFrame(index: frame.index, values: written, effects: frame.effects), layout: layout))
            } ?? Self.pastGoldenEndBit)
            lastExpected = next ?? lastExpected
            let values = lastExpected?.values ?? written
            for index in actual.indices { expected?[index].append(values[index]) }
        }
        self.actual = actual
        self.golden = expected
        self.differing = expected == nil ? nil : differing
        firstDifference = differing.firstIndex { $0 != 0 }
        let report = checker.finish()
        violations = report.violations.map { Span(frames: $0.frames, invariant: $0.invariant.rawValue) }
        let last = trace.lastFrameIndex
        events = trace.events.map { timed in
            Tick(frame: min(last, Self.firstFrame(at: timed.time, fps: trace.fps)), label: EventText.label(timed.event))
        }
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
