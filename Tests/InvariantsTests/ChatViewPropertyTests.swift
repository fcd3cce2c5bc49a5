import Handlers
import Testing
import TraceKit
import UIKitModel
@testable import Invariants

/// Properties of seed 000's handler that hold whatever the trace: the explorer's random
/// traces, kept to the events `launch-chat-view` takes (its button tap becomes the app's
/// `scrollToBottom`). A failure names the seed and run.
struct ChatViewPropertyTests {
    static let seed: UInt64 = 0xC4A7
    static let runs = 0..<200

    static func trace(run: Int) -> Trace {
        var trace = TraceGenerator().trace(seed: seed, run: run)
        let schema = LaunchChatView.schema
        trace.handler = .launchChatView
        trace.scenario.config = schema.defaultConfig
        trace.events = trace.events.compactMap { timed in
            if case .tapScrollToBottom = timed.event { return TimedEvent(time: timed.time, event: .scrollToBottom(animated: true)) }
            return schema.takes(timed.event.type) ? timed : nil
        }
        return trace
    }

    static func field(_ frame: Frame, _ field: LaunchChatView.Field) -> Double { frame.values[field.rawValue] }

    static func comment(_ run: Int) -> Comment { "seed \(seed) run \(run)" }

    @Test func theTracesAreValidAndReplayTheSameTwice() throws {
        for run in Self.runs {
            let trace = Self.trace(run: run)
            let text = TraceWriter.json(trace)
            let parsed = try TraceParser.parse(Array(text.utf8)).get()
            #expect(parsed == trace, Self.comment(run))
            #expect(Array(trace.makeReplay()) == Array(trace.makeReplay()), Self.comment(run))
        }
    }

    /// The sticky composer is exactly the keyboard's overlap, never negative (a keyboard
    /// drawn below the screen leaves it at rest, `handlers.md`), in every frame; the inset and
    /// the indicator are one value, never below `extraBottomInset` (`B + 8 + viewSafeBottom`);
    /// every number is finite.
    @Test func theComposerSticksAndTheInsetsAgree() {
        for run in Self.runs {
            let trace = Self.trace(run: run)
            let height = trace.scenario.screen.height
            // The view's safe bottom (situations.md): the screen's without a view.
            let screen = trace.scenario.screen
            let safeBottom = (trace.scenario.view ?? ViewFrame(filling: screen)).safeBottom(on: screen)
            for frame in trace.makeReplay() {
                let at = "\(Self.comment(run)), frame \(frame.index)"
                let keyboardTop = Self.field(frame, .kbTop)
                #expect(Self.field(frame, .composerY) == -max(0, height - keyboardTop), "\(at)")
                #expect(Self.field(frame, .composerY) <= 0, "\(at)")
                #expect(Self.field(frame, .inset) == Self.field(frame, .indicator), "\(at)")
                let extra = Self.field(frame, .composerH) + 8 + safeBottom
                #expect(Self.field(frame, .inset) >= extra - 1e-9, "\(at): inset \(Self.field(frame, .inset)) < \(extra)")
                for index in 0..<LaunchChatView.schema.frame.fields.count {
                    #expect(frame.values[index].isFinite, "\(at)")
                }
            }
        }
    }

    /// Keyboard-only traces are closed-form in time: frame `k` at 60 fps is frame `2k` at 120.
    @Test func keyboardOnlyFramesDoNotDependOnTheFrameRate() {
        for run in Self.runs {
            var trace = Self.trace(run: run)
            trace.events = trace.events.filter { if case .world(.keyboard) = $0.event { true } else { false } }
            trace.fps = 60
            let slow = Array(trace.makeReplay())
            trace.fps = 120
            let fast = Array(trace.makeReplay())
            for (k, frame) in slow.enumerated() where 2 * k < fast.count {
                #expect(fast[2 * k].values == frame.values, "\(Self.comment(run)), frame \(k) at 60 fps")
                if fast[2 * k].values != frame.values { break }
            }
        }
    }
}
