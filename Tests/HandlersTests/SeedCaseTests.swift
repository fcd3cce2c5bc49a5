import Testing
@testable import Handlers
import UIKitModel

/// Seed 002's four cases, with the settled offset of each worked out by hand.
///
/// Screen 393x852, safe bottom 34, composer 48, keyboard 336:
/// closed inset `I = 48 + max(34, 16) = 82`, open inset `48 + 336 + 10 = 394`.
struct SeedCaseTests {
    static func settled(_ scenario: Scenario) -> Frame {
        let frames = Fixture.frames(scenario, Fixture.open(336, at: 0.1), duration: 1)
        return frames[frames.count - 1]
    }

    /// Case 1: full screen, at the bottom: `2400 - 852 + 82 = 1630` before;
    /// `2400 - 852 + 394 = 1942` after: messages and composer both move up 312.
    @Test func case1FullAtBottomFollows() {
        let frame = Self.settled(Fixture.scenario(content: 2400))
        #expect(frame.inset == 394)
        #expect(frame.offset == 1942)
        #expect(frame.composerY == -346)
    }

    /// Case 2: 300 pt of content: `max(0, 300 - 852 + 394) = 0`, nothing to push.
    @Test func case2ShortContentStays() {
        let frame = Self.settled(Fixture.scenario(content: 300))
        #expect(frame.offset == 0)
        #expect(frame.composerY == -346)
    }

    /// Case 3: 600 pt fits closed (`600 - 852 + 82 < 0`) but the keyboard would
    /// cover 142 pt of it (`600 - 852 + 394 = 142`): pushed exactly that far, no further.
    @Test func case3ShortButTallIsPushedToTheLastMessage() {
        let frame = Self.settled(Fixture.scenario(content: 600))
        #expect(frame.offset == 142)
    }

    /// Case 4: full, scrolled to 800 (830 pt from the bottom, beyond the 80 pt threshold).
    /// Overlay (LINE) keeps 800; push (WhatsApp) moves by the inset change 394 - 82 = 312.
    @Test(arguments: [(KeyboardPolicy.overlay, 800.0), (.push, 1112.0)])
    func case4MidScroll(policy: KeyboardPolicy, expected: Double) {
        let frame = Self.settled(Fixture.scenario(content: 2400, offset: .value(800)) { $0.keyboardPolicy = policy })
        #expect(frame.offset == expected)
        #expect(frame.inset == 394)
    }

    /// Push is clamped to the range: from 1600 (30 pt from the bottom, but a
    /// willShow alone is what decides here) ... within the threshold it follows instead.
    @Test func pushIsClampedToTheScrollRange() {
        // 200 pt from the bottom: not near (>= 80); push would give 1430 + 312 = 1742 <= 1942.
        let frame = Self.settled(Fixture.scenario(content: 2400, offset: .value(1430)) { $0.keyboardPolicy = .push })
        #expect(frame.offset == 1742)
        // An offset above the range start: 1630 + ... clamps at maxOffset.
        let over = Self.settled(Fixture.scenario(content: 2400, offset: .value(1900)) { $0.keyboardPolicy = .push })
        // 1900 is past the closed max (1630): maxOffset - offset < 80, so it follows to 1942.
        #expect(over.offset == 1942)
    }
}
