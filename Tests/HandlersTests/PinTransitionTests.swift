import Testing
@testable import Handlers
import UIKitModel

/// Every transition of the pin state machine, driven through the engine's own
/// entry points from a chosen state.
///
/// Screen 393x852, safe bottom 34, composer 48, content 2400 at the bottom
/// (offset 1630, inset 82) unless a case says otherwise.
struct PinTransitionTests {
    static func engine(content: Double = 2400, offset: InitialOffset = .bottom, viewport: Double? = nil) -> Engine {
        var configuration = Configuration()
        configuration.pinToTopEnabled = true
        return Engine(scenario: Scenario(
            screen: Fixture.screen, viewportHeight: viewport, contentHeight: content,
            initialOffset: offset, configuration: configuration))
    }

    @Test func idleArmsOnSendAndOnTheTrigger() {
        for event in [Event.send, .scrollToTopTrigger] {
            var engine = Self.engine()
            engine.handle(event, at: 0)
            #expect(engine.pin == .armed(startY: 2400))
        }
    }

    /// A send while pinned resets everything first, then arms at the new content height.
    @Test func aSendWhilePinnedRearms() {
        var engine = Self.engine()
        engine.pin = .pinned(target: 2000, enforce: true)
        engine.pinnedOffset = 2000
        engine.runway = 300
        engine.handle(.send, at: 0)
        #expect(engine.pin == .armed(startY: 2400))
        #expect(engine.runway == 0)
        #expect(engine.pinnedOffset == 0)
    }

    /// armed → (idle) → animating when the target is more than 0.5 pt away.
    @Test func armedAppliesOnGrowthAndAnimates() {
        var engine = Self.engine()
        engine.handle(.send, at: 0)
        engine.handle(.contentSize(height: 2500), at: 10)
        #expect(engine.pin == .animating(target: 2384))
    }

    /// armed → pinned(enforce) at once when the offset is already within 0.5 pt of the
    /// target `2400 - 16 = 2384`: a given offset of 2384.3 stays (unclamped) until the
    /// content grows to 3200, whose range (`3200 - 852 + 82 = 2430`) contains it.
    @Test func armedPinsAtOnceWhenAlreadyThere() {
        var engine = Self.engine(offset: .value(2384.3))
        engine.handle(.send, at: 0)
        engine.handle(.contentSize(height: 3200), at: 10)
        #expect(engine.pin == .pinned(target: 2384, enforce: true))
        #expect(engine.offset == 2384)
        #expect(engine.revealAlpha.model == 1)
    }

    @Test func shrinkingContentDoesNotApply() {
        var engine = Self.engine()
        engine.handle(.send, at: 0)
        engine.handle(.contentSize(height: 2300), at: 10)
        #expect(engine.pin == .armed(startY: 2400))
    }

    /// With a zero-height viewport the apply is skipped and the state stays idle.
    @Test func applyNeedsAViewport() {
        var engine = Self.engine(viewport: 0)
        engine.handle(.send, at: 0)
        engine.handle(.contentSize(height: 2500), at: 10)
        #expect(engine.pin == .idle)
        #expect(engine.pinnedOffset == 0)
    }

    /// armed → deferred while the keyboard hides (with the policy); growth updates it.
    @Test func deferredCollectsGrowthUntilTheHideCompletes() {
        var configuration = Configuration()
        configuration.pinToTopEnabled = true
        configuration.deferPinWhileKeyboardHides = true
        var engine = Engine(scenario: Scenario(screen: Fixture.screen, contentHeight: 2400, configuration: configuration))
        engine.handle(.send, at: 0)
        engine.handle(Fixture.keyboard(.willHide, nil), at: 1)
        engine.handle(.contentSize(height: 2450), at: 2)
        #expect(engine.pin == .deferred(startY: 2400, contentAfter: 2450))
        engine.handle(.contentSize(height: 2500), at: 3)
        #expect(engine.pin == .deferred(startY: 2400, contentAfter: 2500))
        _ = engine.frame(index: 30, at: 500_000_001)  // the hide's completion (0.5 s after 1 ns) has run
        #expect(engine.pin == .animating(target: 2384))
    }

    /// animating → pinned(enforce) on completion, even if disabled in between:
    /// the library's completion does not look at the state.
    @Test func completionPinsWhateverTheStateIsByThen() {
        var engine = Self.engine()
        engine.handle(.send, at: 0)
        engine.handle(.contentSize(height: 2500), at: 0)
        engine.handle(.pinToTopEnabled(false), at: 100_000_000)
        #expect(engine.pin == .idle)
        _ = engine.frame(index: 16, at: 266_666_667)  // past the 0.26 s pin scroll
        #expect(engine.pin == .pinned(target: 2384, enforce: true))
        #expect(engine.pinnedOffset == 0)
        #expect(engine.runway == 0)
        #expect(engine.offset == 2384)
    }

    @Test func dragRelaxesOnlyPinned() {
        var engine = Self.engine()
        engine.pin = .pinned(target: 1500, enforce: true)
        engine.handle(.dragBegin(y: 300), at: 0)
        #expect(engine.pin == .pinned(target: 1500, enforce: false))
        var animating = Self.engine()
        animating.pin = .animating(target: 1500)
        animating.handle(.dragBegin(y: 300), at: 0)
        #expect(animating.pin == .animating(target: 1500))
    }

    /// pinned → idle when streaming consumes the runway with the keyboard closed.
    @Test func consumedRunwayEndsThePin() {
        var engine = Self.engine()
        engine.pin = .pinned(target: 1700, enforce: true)
        engine.pinnedOffset = 1700
        engine.runway = 70  // 1700 - (2400 - 852 + 82)
        engine.handle(.contentSize(height: 2500), at: 0)
        #expect(engine.pin == .idle)
        #expect(engine.pinnedOffset == 0)
        #expect(engine.runway == 0)
    }

    @Test func disablingAlwaysClears() {
        var engine = Self.engine()
        engine.pin = .armed(startY: 2000)
        engine.handle(.pinToTopEnabled(false), at: 0)
        #expect(engine.pin == .idle)
        engine.handle(.pinToTopEnabled(false), at: 1)
        #expect(engine.pin == .idle)
        engine.handle(.send, at: 2)
        #expect(engine.pin == .idle)  // disabled: nothing arms
        engine.handle(.pinToTopEnabled(true), at: 3)
        engine.handle(.send, at: 4)
        #expect(engine.pin == .armed(startY: 2400))
    }
}
