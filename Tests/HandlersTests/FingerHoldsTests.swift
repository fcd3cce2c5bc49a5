import Testing
@testable import Handlers
import UIKitModel

/// A user's handler that knows nothing of drags: on `scrollToBottom(animated:)` it asks the
/// world for UIKit's `setContentOffset(_:animated:)` to the bottom `C - V` (no insets), at
/// once. Whatever the finger does is the world's.
private struct BottomScroller: Handler {
    typealias Work = Never

    static let schema = HandlerSchema(
        name: "bottom-scroller", summary: "a test handler that scrolls to the bottom when asked",
        configKeys: [], eventTypes: [LaunchChatView.Events.scrollToBottom, .dragBegin, .dragMove, .dragEnd],
        frame: FrameSchema([.offset, .scroll]))

    init(scenario: Scenario, world: inout World<Never>) {
        _ = world.setContentOffset(scenario.startOffset(bottom: Self.bottom(world)))
    }

    static func bottom(_ world: World<Never>) -> Double {
        world.scrollView.contentHeight - world.scrollView.viewportHeight
    }

    mutating func handle(_ event: AppEvent, world: inout World<Never>) {
        guard event.type == LaunchChatView.Events.scrollToBottom else { return }
        let animated = event.flag("animated")
        if animated {
            world.setContentOffsetAnimated(Self.bottom(world))
        } else {
            _ = world.setContentOffset(Self.bottom(world))
        }
    }

    func perform(_ work: Never, world: inout World<Never>) {}

    mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
        values[0] = world.drawnContentOffset()
        values.set(1, to: world.scrollView.motion.phase)
    }
}

/// Issue 25: the finger holds the scroll view, for every handler (`docs/model.md`, the
/// scroll view): an animated `setContentOffset` requested during a drag does nothing; a
/// non-animated one applies and re-anchors the drag. Through `BottomScroller`, which does
/// not mention it.
///
/// A 393 x 852 screen, content 2400, no insets: the range is 0...1548. The offset starts at
/// 0; 60 fps, frame `k` at `k / 60` s.
struct FingerHoldsTests {
    static func frames(_ events: [(Double, Event)], duration: Double = 0.6) -> [(offset: Double, scroll: ScrollPhase)] {
        let scenario = Scenario(
            screen: Fixture.screen, contentHeight: 2400, initialOffset: .top, config: BottomScroller.schema.defaultConfig)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: 60)
        return Replay(BottomScroller.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: last).map {
            ($0.values[0], ScrollPhase.allCases[Int($0.values[1])])
        }
    }

    /// Without a finger the request runs UIKit's 0.3 s ease-in-out from 0.15 s: half way
    /// (the curve is symmetric, 0.5 at 0.5) at 0.3 s, 774; at 1548 from 0.45 s.
    @Test func anAnimatedSetWithoutAFingerScrolls() {
        let frames = Self.frames([(0.15, .scrollToBottom(animated: true))])
        #expect(frames[9] == (0, .animating))
        #expect(close(frames[18].offset, 774, within: 1e-9))
        #expect(frames[27] == (1548, .idle))
    }

    /// The finger down at 400 (0.1 s) holds the view: the request at 0.15 s does nothing,
    /// and the finger's move to 350 (0.2 s) drags the offset 1:1 to 50, where the release
    /// (velocity 0, inside the range) leaves it, idle.
    @Test func anAnimatedSetDuringADragDoesNothing() {
        let frames = Self.frames([
            (0.1, .dragBegin(y: 400)), (0.15, .scrollToBottom(animated: true)),
            (0.2, .dragMove(y: 350)), (0.25, .dragEnd(y: 350, velocity: 0)),
        ])
        #expect(frames.allSatisfy { $0.scroll != .animating })
        #expect(frames[9] == (0, .dragging))
        #expect(frames[12] == (50, .dragging))
        #expect(frames[15] == (50, .idle))
        #expect(frames[36] == (50, .idle))
    }

    /// A plain set during the drag applies at once (1548 at 0.2 s) and re-anchors the drag
    /// there (`u0 = 1548`, `y0 = 350`, the finger then): the move to 300 is 50 past the edge,
    /// drawn `1548 + 50 * 0.55 * 852 / (852 + 0.55 * 50)`; back at 350 it is 1548 exactly, and
    /// the release (velocity 0) is idle there. Anchored at the begin instead (`u0 = 0`,
    /// `y0 = 400`), the move to 300 would have put the offset at 100.
    @Test func aPlainSetDuringADragAppliesAndReanchors() {
        let frames = Self.frames([
            (0.1, .dragBegin(y: 400)), (0.15, .dragMove(y: 350)), (0.2, .scrollToBottom(animated: false)),
            (0.25, .dragMove(y: 300)), (0.3, .dragMove(y: 350)), (0.35, .dragEnd(y: 350, velocity: 0)),
        ])
        #expect(frames[9] == (50, .dragging))
        #expect(frames[12] == (1548, .dragging))
        #expect(close(frames[15].offset, 1548 + 50 * 0.55 * 852 / (852 + 0.55 * 50), within: 1e-9))
        #expect(frames[18] == (1548, .dragging))
        #expect(frames[21] == (1548, .idle))
        #expect(frames[36] == (1548, .idle))
    }
}
