import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

/// Properties every replay must have, whatever the trace: random valid traces from the
/// explorer's seeded generator. A failure names the seed and run; replay it with
/// `TraceGenerator().trace(seed:run:)` (or `kbreplay explore --seed S`).
struct ReplayPropertyTests {
    static let seed: UInt64 = 0x10_F1DE
    static let runs = 0..<300

    static func frames(_ trace: Trace) -> [Frame] { Array(trace.makeReplay()) }

    static func where_(_ run: Int) -> Comment { "seed \(seed) run \(run)" }

    /// The same trace gives the same frames, twice over.
    @Test func replaysAreDeterministic() {
        for run in Self.runs {
            let trace = TraceGenerator().trace(seed: Self.seed, run: run)
            #expect(Self.frames(trace) == Self.frames(trace), Self.where_(run))
        }
    }

    /// Keyboard-only traces are closed-form in time (no scroll view motion, every value an
    /// animation or queued work at its own due time), so the frames at the times 60 and
    /// 120 fps share (frame `k` and `2k`, the same nanosecond) are the same.
    @Test func keyboardOnlyFramesDoNotDependOnTheFrameRate() {
        for run in Self.runs {
            var trace = TraceGenerator().trace(seed: Self.seed, run: run)
            trace.events = trace.events.filter { if case .world(.keyboard) = $0.event { true } else { false } }
            trace.fps = 60
            let slow = Self.frames(trace)
            trace.fps = 120
            let fast = Self.frames(trace)
            for (k, frame) in slow.enumerated() where 2 * k < fast.count {
                var other = fast[2 * k]
                #expect(other.time == frame.time, Self.where_(run))
                other.index = frame.index
                other.effects = frame.effects
                #expect(other == frame, "\(Self.where_(run)), frame \(k) at 60 fps")
                if other != frame { break }
            }
        }
    }

    /// Every field in its physical range: finite; insets, heights and the runway not
    /// negative; the keyboard's top on or below the screen's top; alphas written within
    /// `0...1`. (Not the button's or composer's translation: additive animations of
    /// different lengths may overshoot, e.g. a slow keyboard open overtaken by a fast
    /// close draws the button below its resting place, as UIKit does.)
    @Test func fieldsStayInTheirPhysicalRanges() {
        for run in Self.runs {
            let trace = TraceGenerator().trace(seed: Self.seed, run: run)
            for frame in Self.frames(trace) {
                let numbers = [frame.keyboardTop, frame.offset, frame.inset, frame.indicator, frame.contentHeight,
                               frame.viewportHeight, frame.revealY, frame.revealAlpha, frame.composerY,
                               frame.composerHeight, frame.buttonAlpha, frame.buttonY, frame.runway, frame.pinnedOffset]
                let at = "\(Self.where_(run)), frame \(frame.index)"
                let finite = numbers.allSatisfy { $0.isFinite }
                #expect(finite, "\(at)")
                #expect(frame.inset >= 0 && frame.indicator >= 0 && frame.runway >= 0, "\(at)")
                #expect(frame.contentHeight >= 0 && frame.viewportHeight > 0 && frame.composerHeight > 0, "\(at)")
                #expect(frame.keyboardTop >= 0, "\(at): kbTop \(frame.keyboardTop)")
                let written = WrittenFrame(frame, layout: .launchComposer)
                for field in [LaunchComposer.Field.btnAlpha, .revealAlpha] {
                    let value = written.values[field.rawValue]
                    #expect((0...1000).contains(value), "\(at): \(field) \(value)")
                }
            }
        }
    }

    /// A keyboard-only trace ends with the keyboard on its last will-notification's
    /// target (the screen height when hidden) once every animation is over.
    @Test func theKeyboardSettlesOnItsLastTarget() {
        for run in Self.runs {
            var trace = TraceGenerator().trace(seed: Self.seed, run: run)
            trace.events = trace.events.filter { if case .world(.keyboard) = $0.event { true } else { false } }
            let height = trace.scenario.screen.height
            // A keyboard up at the start stands on its start frame (situations.md).
            var target = trace.scenario.keyboardFrame?.y ?? height
            for timed in trace.events {
                guard case .world(.keyboard(let notification)) = timed.event, notification.kind.isWill else { continue }
                let end = notification.end
                let hidden = end.map { $0.y >= height || ($0.width == 0 && $0.height == 0) } ?? true
                target = hidden ? height : end!.y
            }
            #expect(Self.frames(trace).last?.keyboardTop == target, Self.where_(run))
        }
    }

    /// A bounce that ends by itself ends on its edge. From frames alone the edge is known
    /// when nothing else happens while it runs: no trace event from the frame before the
    /// bounce to its end, the range (content, inset, viewport) unchanged and no pin at
    /// work (whose queued work may set the offset). Then the offset it rests at is
    /// `-topInset` or `max(-topInset, C - V + I)`.
    @Test func aBounceEndsOnItsEdge() {
        var bounces = 0
        for run in Self.runs {
            let trace = TraceGenerator().trace(seed: Self.seed, run: run)
            let low = -trace.scenario.topInset
            let frames = Self.frames(trace)
            var start: Int?
            for k in frames.indices {
                if frames[k].scroll == .bouncing {
                    if start == nil { start = k }
                    continue
                }
                defer { start = nil }
                guard let first = start, frames[k].scroll == .idle, first > 0 else { continue }
                let stretch = frames[(first - 1)...k]
                let range = { (f: Frame) in [f.contentHeight, f.inset, f.viewportHeight] }
                let quiet = !trace.events.contains { $0.time > frames[first - 1].time && $0.time <= frames[k].time }
                    && stretch.allSatisfy { range($0) == range(frames[k]) && $0.pin == .idle }
                guard quiet else { continue }
                bounces += 1
                let frame = frames[k]
                let high = max(low, frame.contentHeight - frame.viewportHeight + frame.inset)
                #expect(frame.offset == low || frame.offset == high,
                        "\(Self.where_(run)), frame \(k): offset \(frame.offset), range \(low)...\(high)")
            }
        }
        #expect(bounces > 10, "the generator made too few bounces that end by themselves: \(bounces)")
    }
}
