import Foundation
import Testing
@testable import Handlers
import UIKitModel

/// `docs/handlers/launch-composer.md`, Insetsto 5 and the keyboard of `docs/model.md`, one rule at a time.
struct KeyboardRuleTests {
    @Test func insetsClosedAndOpen() {
        let frames = Fixture.frames(Fixture.scenario(content: 2400), Fixture.open(300, at: 0.1), duration: 1)
        #expect(frames[0].inset == 48 + 34)
        #expect(frames[0].indicator == 34 + 48 + 1)
        #expect(frames.last?.inset == Double(48 + 300 + 10))
        #expect(frames.last?.indicator == Double(300 + 10 + 48 + 1))
    }

    /// `minBottomPadding` lifts the composer when the safe area is smaller.
    @Test func closedLiftIsAtLeastMinBottomPadding() {
        let scenario = Scenario(screen: Screen(width: 375, height: 667, safeTop: 20, safeBottom: 0),
                                contentHeight: 2000)
        let frame = Fixture.frames(scenario, [], duration: 0.1)[0]
        #expect(frame.inset == 48 + 16)
        #expect(frame.composerY == -16)
        #expect(frame.offset == 2000 - 667 + 64)
    }

    @Test func theKeyboardMovesAlongItsCurveAndLandsAtHalfASecond() {
        let frames = Fixture.frames(Fixture.scenario(content: 2400), Fixture.open(336, at: 0), duration: 1)
        let w = (1000.0 / 3.0).squareRoot()
        let t = 6.0 / 60
        #expect(close(frames[6].keyboardTop, 516 + 336 * (1 + w * t) * Foundation.exp(-w * t), within: 1e-9))
        #expect(frames[29].keyboardTop != 516)
        #expect(frames[30].keyboardTop == 516)
    }

    /// A willChangeFrame within 0.5 pt of K is ignored entirely: the composer is
    /// not told, but the keyboard itself still moves.
    @Test func aResizeWithinHalfAPointIsIgnoredButTheKeyboardMoves() {
        var events = Fixture.open(336, at: 0)
        events.append((1, Fixture.keyboard(.willChangeFrame, Rect(x: 0, y: 516.4, width: 393, height: 335.6),
                                           duration: 0)))
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.5)
        let last = frames[frames.count - 1]
        #expect(last.keyboardTop == 516.4)
        #expect(last.inset == 394)
        #expect(last.composerY == -346)
    }

    /// A predictive-bar resize with duration 0 changes everything at once.
    @Test func aZeroDurationResizeIsNotAnimated() {
        var events = Fixture.open(216, at: 0)
        events.append((1, Fixture.keyboard(.willChangeFrame, Fixture.docked(258), duration: 0)))
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.2)
        let atResize = frames[60]
        #expect(atResize.keyboardTop == 852 - 258)
        #expect(atResize.inset == 48 + 258 + 10)
        #expect(atResize.composerY == -268)
        #expect(atResize.offset == 2400 - 852 + 316)
    }

    /// Hiding at the bottom: no preserve while idle, so the clamp brings the
    /// offset down with the keyboard, animated in its context.
    @Test func hidingAtTheBottomFollowsTheKeyboardDown() {
        var events = Fixture.open(336, at: 0)
        events += Fixture.close(at: 1)
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 2)
        #expect(frames[60].offset == 1942)  // drawn: the clamp is animated
        #expect(frames[61].offset < 1942 && frames[61].offset > 1630)
        #expect(frames[90].offset == 1630)
        #expect(frames[90].composerY == -34)
        #expect(frames[90].keyboardTop == 852)
    }

    /// Hiding mid-scroll keeps the offset (it is inside the smaller range).
    @Test func hidingMidScrollKeepsTheOffset() {
        var events = Fixture.open(336, at: 0)
        events += Fixture.close(at: 1)
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(500)), events, duration: 2)
        #expect(frames.allSatisfy { $0.offset == 500 })
    }

    /// willChangeFrame then willShow: the second finds the keyboard visible
    /// (not initial) and changes nothing; a repeated willShow neither.
    @Test func willShowAfterWillChangeFrameIsNotInitial() {
        let pair = Fixture.frames(Fixture.scenario(content: 2400), Fixture.open(336, at: 0), duration: 1)
        var repeated = Fixture.open(336, at: 0)
        repeated.append((0.5, Fixture.keyboard(.willShow, Fixture.docked(336))))
        let again = Fixture.frames(Fixture.scenario(content: 2400), repeated, duration: 1)
        #expect(pair.last == again.last)
        #expect(again.allSatisfy { $0.offset >= 1630 && $0.offset <= 1942 })
    }

    /// willShow alone (no willChangeFrame) is initial: it decides `wasAtBottom`
    /// and scrolls to the bottom; its completion jumps there again.
    @Test func willShowAloneOpensAndFollows() {
        let events: [(Double, Event)] = [(0, Fixture.keyboard(.willShow, Fixture.docked(336)))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1)
        #expect(frames.last?.offset == 1942)
        #expect(frames.last?.inset == 394)
    }

    /// Did-notifications change nothing, not even the keyboard's top.
    @Test func didNotificationsChangeNothing() {
        let events: [(Double, Event)] = [(0.1, Fixture.keyboard(.didShow, Fixture.docked(336)))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 0.5)
        #expect(frames.allSatisfy { $0 == Frame(copying: frames[0], index: $0.index, time: $0.time) })
    }

    /// `shouldFollowKeyboard`: near the bottom means within 80 pt with the current inset.
    @Test(arguments: [(1630.0 - 79, true), (1630.0 - 80, false)])
    func followThresholdIs80(start: Double, follows: Bool) {
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(start)),
                                    Fixture.open(336, at: 0), duration: 1)
        #expect((frames.last?.offset == 1942) == follows)
    }

    @Test func startUpPlacesTheOffsetAsAsked() {
        let top = Fixture.frames(Fixture.scenario(content: 2400, offset: .top), [], duration: 0.1)[0]
        #expect(top.offset == 0)
        #expect(!top.atBottom)
        #expect(top.buttonAlpha == 1)
        let given = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(5000)), [], duration: 0.1)[0]
        #expect(given.offset == 5000)  // used as given, not clamped
    }
}

extension Frame {
    /// The same frame under another index and time (for comparing frames across time).
    init(copying frame: Frame, index: Int, time: Nanoseconds) {
        self = frame
        self.index = index
        self.time = time
    }
}
