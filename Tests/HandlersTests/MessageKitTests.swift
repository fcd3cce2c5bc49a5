import Testing
@testable import Handlers
import UIKitModel

/// MessageKit 5.0.0 with InputBarAccessoryView 7.0.6's KeyboardManager, rule by rule, with
/// the arithmetic by hand.
///
/// Screen 393 x 852, safe bottom 34, composer `B` 48, content 2,400, a 336 pt keyboard.
/// At rest `c = 0`: the bar is `h = 48 + max(0, 34 + 0) = 82` high, its top at
/// `852 + 0 - 82 = 770`, so `new = 852 - 770 - 34 = 48` and `I = 48 + 34 = 82`; the bottom
/// is `2400 - 852 + 82 = 1630`. With the keyboard: `c = min(-34, -336) = -336`,
/// `h = 48 + max(0, 34 - 336) = 48`, top `852 - 336 - 48 = 468`, `new = 852 - 468 - 34 = 350`,
/// `I = 384`.
struct MessageKitTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    static func simulation(
        view: ViewFrame? = nil, content: Double = 2400, configure: (inout HandlerConfig) -> Void = { _ in }
    ) -> Simulation<MessageKit> {
        var config = MessageKit.schema.defaultConfig
        configure(&config)
        return Simulation(scenario: Scenario(screen: screen, view: view, contentHeight: content, config: config))
    }

    static func keyboard(
        _ kind: KeyboardNotification.Kind, y: Double = 516, width: Double = 393, height: Double = 336,
        duration: Double = 0.25
    ) -> Event {
        .keyboard(KeyboardNotification(
            kind: kind, end: Rect(x: 0, y: y, width: width, height: height),
            duration: Time.nanoseconds(fromSeconds: duration), curve: .keyboard))
    }

    /// The usual show at `seconds`: willChangeFrame, then willShow (IBAV's order of posting).
    static func show(_ simulation: inout Simulation<MessageKit>, at seconds: Double, width: Double = 393) {
        let time = Time.nanoseconds(fromSeconds: seconds)
        simulation.handle(keyboard(.willChangeFrame, width: width), at: time)
        simulation.handle(keyboard(.willShow, width: width), at: time)
    }

    /// Frame `index` at 60 fps (events before it must have been handled).
    static func frame(_ simulation: inout Simulation<MessageKit>, _ index: Int) -> Frame {
        simulation.frame(index: index, at: Time.frameTime(index: index, fps: 60))
    }

    static func value(_ frame: Frame, _ field: MessageKit.Field) -> Double { frame.values[field.rawValue] }

    static func at(_ seconds: Double) -> Nanoseconds { Time.nanoseconds(fromSeconds: seconds) }

    @Test func frameZeroCoversTheHomeIndicatorAndSitsAtTheBottom() {
        var simulation = Self.simulation()
        let frame = Self.frame(&simulation, 0)
        #expect(Self.value(frame, .composerH) == 82)
        #expect(Self.value(frame, .composerY) == 0)
        #expect(Self.value(frame, .inset) == 82)
        #expect(Self.value(frame, .indicator) == 82)
        #expect(Self.value(frame, .offset) == 1630)
        #expect(simulation.world.keyboardDismissMode == .interactive)
    }

    @Test func theWillShowLiftsTheBarWithTheKeyboardAndTheInsetFollowsOnTheNextTurn() {
        var simulation = Self.simulation()
        Self.show(&simulation, at: 0.1)
        // The bar's model constant at once; the inset waits for the main queue.
        #expect(simulation.handler.constant.model == -336)
        #expect(simulation.world.scrollView.inset == 82)
        let atShow = Self.frame(&simulation, 6)  // t = 0.1: the queued update ran
        #expect(Self.value(atShow, .inset) == 384)
        #expect(Self.value(atShow, .indicator) == 384)
        #expect(Self.value(atShow, .composerH) == 48)
        // Nothing scrolls: the opening keyboard covers the last messages.
        #expect(Self.value(atShow, .offset) == 1630)
        // One frame in, the bar rides the keyboard's spring: 852 - 12.733 = 839.267.
        let next = Self.frame(&simulation, 7)
        #expect(abs(Self.value(next, .composerY) - -12.733) < 0.001)
        #expect(abs(Self.value(next, .kbTop) - 839.267) < 0.001)
        #expect(Self.value(next, .composerY) == Self.value(next, .kbTop) - 852)
    }

    @Test func scrollToBottomStopsTheSectionInsetShortAndAHideClampsAtOnce() {
        var simulation = Self.simulation()
        Self.show(&simulation, at: 0.1)
        simulation.handle(.scrollToBottom(animated: true), at: Self.at(0.7))
        // 0.3 s later: 2400 - 4 - 852 + 384 = 1928 (the range's end is 1932).
        #expect(Self.value(Self.frame(&simulation, 60), .offset) == 1928)
        simulation.handle(Self.keyboard(.willHide, y: 852), at: Self.at(1.2))
        let atHide = Self.frame(&simulation, 72)
        // c = 0: h = 82, I = 82, the range ends at 1630: the clamp, at once.
        #expect(Self.value(atHide, .inset) == 82)
        #expect(Self.value(atHide, .offset) == 1630)
        let next = Self.frame(&simulation, 73)
        #expect(Self.value(next, .offset) == 1630)
        // ...while the bar still slides down with the keyboard.
        #expect(Self.value(next, .composerY) < 0 && Self.value(next, .composerY) > -336)
    }

    @Test func aDragBelowTheKeyboardsTopMovesTheBarAtOnce() {
        var simulation = Self.simulation()
        Self.show(&simulation, at: 0.1)
        simulation.handle(.world(.dragBegin(y: 400)), at: Self.at(1.0))
        simulation.handle(.world(.dragMove(y: 560)), at: Self.at(1.05))
        // y' = max(560, 852 - 336) = 560, c = min(0, 560 - 852) = -292: h = 48, top
        // 852 - 292 - 48 = 512, new = 852 - 512 - 34 = 306, I = 340.
        #expect(simulation.handler.constant.model == -292)
        let frame = Self.frame(&simulation, 63)
        #expect(Self.value(frame, .composerY) == -292)
        #expect(Self.value(frame, .inset) == 340)
        #expect(Self.value(frame, .kbTop) == 560)
    }

    @Test func aDragAboveTheKeyboardsTopStopsAtTheCachedFramesTop() {
        var simulation = Self.simulation()
        Self.show(&simulation, at: 0.1)
        simulation.handle(.world(.dragBegin(y: 300)), at: Self.at(1.0))
        simulation.handle(.world(.dragMove(y: 400)), at: Self.at(1.05))
        // y' = max(400, 516) = 516: c = 516 - 852 = -336, unchanged.
        #expect(simulation.handler.constant.model == -336)
    }

    @Test func aNarrowCachedFrameOrNoneLeavesTheBarOnADrag() {
        // A cached frame 320 wide is taken for a floating keyboard: nothing.
        var narrow = Self.simulation()
        Self.show(&narrow, at: 0.1, width: 320)
        narrow.handle(.world(.dragBegin(y: 400)), at: Self.at(1.0))
        narrow.handle(.world(.dragMove(y: 560)), at: Self.at(1.05))
        #expect(narrow.handler.constant.model == -336)
        // A willShow alone caches nothing (#1474: the bar does not follow the drag).
        var uncached = Self.simulation()
        uncached.handle(Self.keyboard(.willShow), at: Self.at(0.1))
        uncached.handle(.world(.dragBegin(y: 400)), at: Self.at(1.0))
        uncached.handle(.world(.dragMove(y: 560)), at: Self.at(1.05))
        #expect(uncached.handler.constant.model == -336)
    }

    @Test func theExtraSpaceLiftsTheBarButADragDropsItOntoTheKeyboard() {
        var simulation = Self.simulation { $0[MessageKit.Settings.inputBarAdditionalBottomSpace] = 20 }
        Self.show(&simulation, at: 0.1)
        // min(-34, -336) - 20 = -356.
        #expect(simulation.handler.constant.model == -356)
        simulation.handle(.world(.dragBegin(y: 300)), at: Self.at(1.0))
        simulation.handle(.world(.dragMove(y: 301)), at: Self.at(1.05))
        // The first move: y' = max(301, 516) = 516, c = 516 - 852 = -336 (the space dropped).
        #expect(simulation.handler.constant.model == -336)
        var applied = Self.simulation {
            $0[MessageKit.Settings.inputBarAdditionalBottomSpace] = 20
            $0[MessageKit.Settings.shouldApplyAdditionBottomSpaceToInteractiveDismissal] = true
        }
        Self.show(&applied, at: 0.1)
        applied.handle(.world(.dragBegin(y: 300)), at: Self.at(1.0))
        applied.handle(.world(.dragMove(y: 301)), at: Self.at(1.05))
        #expect(applied.handler.constant.model == -356)
    }

    @Test func theWillShowGateLeavesALiftedBarAndAHideFrameKeepsItsHeight() {
        var simulation = Self.simulation()
        Self.show(&simulation, at: 0.1)
        // A taller keyboard's willShow alone: c is -336, not 0, so willShow does nothing.
        simulation.handle(Self.keyboard(.willShow, y: 476, height: 376), at: Self.at(0.5))
        #expect(simulation.handler.constant.model == -336)
        // A hide's willChangeFrame (below the screen, 336 high): c stays -336 until willHide.
        simulation.handle(Self.keyboard(.willChangeFrame, y: 852), at: Self.at(1.0))
        #expect(simulation.handler.constant.model == -336)
        simulation.handle(Self.keyboard(.willHide, y: 852), at: Self.at(1.0))
        #expect(simulation.handler.constant.model == 0)
    }

    @Test func aHardwareKeyboardsBarLiftsTheBarByTheWholeHeight() {
        var simulation = Self.simulation()
        // The shortcut bar: y 797, 336 high, 55 pt on screen.
        simulation.handle(Self.keyboard(.willChangeFrame, y: 797, duration: 0), at: Self.at(0.1))
        simulation.handle(Self.keyboard(.willShow, y: 797, duration: 0), at: Self.at(0.1))
        let frame = Self.frame(&simulation, 6)
        #expect(Self.value(frame, .kbTop) == 797)
        #expect(Self.value(frame, .composerY) == -336)
        #expect(Self.value(frame, .inset) == 384)
    }

    @Test func aViewEndingAboveTheScreensBottomLiftsTheBarTooFar() {
        // The view ends 84 pt above the screen's bottom: sb = max(0, 34 - 84) = 0, V = 768.
        var simulation = Self.simulation(view: ViewFrame(top: 0, bottom: 768))
        let rest = Self.frame(&simulation, 0)
        // h = 48, top 768 - 48 = 720, new = 768 - 720 - 0 = 48, I = 48.
        #expect(Self.value(rest, .composerH) == 48)
        #expect(Self.value(rest, .inset) == 48)
        Self.show(&simulation, at: 0.1)
        let frame = Self.frame(&simulation, 45)
        // c = -336: the bar's bottom at 768 - 336 = 432, 84 above the keyboard's 516.
        #expect(Self.value(frame, .composerY) == -336)
        #expect(Self.value(frame, .kbTop) == 516)
        // top 768 - 336 - 48 = 384, new = 768 - 384 = 384, I = 384.
        #expect(Self.value(frame, .inset) == 384)
    }

    @Test func aTextChangeScrollsToTheLastItem50msLaterUnlessMaintained() {
        var simulation = Self.simulation(content: 2400)
        Self.show(&simulation, at: 0.1)
        // The composer grows to 68: h = 68, top 852 - 336 - 68 = 448, new = 370, I = 404.
        simulation.handle(.app(.composerLayout, [.number(68)]), at: Self.at(1.0))
        let frame = Self.frame(&simulation, 60)
        #expect(Self.value(frame, .inset) == 404)
        #expect(Self.value(frame, .offset) == 1630)
        // At 1.05 s the scroll starts: 2400 - 4 - 852 + 404 = 1948, reached 0.3 s later.
        #expect(Self.value(Self.frame(&simulation, 81), .offset) == 1948)
        var maintained = Self.simulation { $0[MessageKit.Settings.maintainPositionOnInputBarHeightChanged] = true }
        Self.show(&maintained, at: 0.1)
        maintained.handle(.app(.composerLayout, [.number(68)]), at: Self.at(1.0))
        #expect(Self.value(Self.frame(&maintained, 81), .offset) == 1630)
    }

    @Test func focusScrollsOnlyWhenTheFlagSaysSo200msLater() {
        var off = Self.simulation()
        Self.show(&off, at: 0.1)
        off.handle(.focus(y: 0, height: 0), at: Self.at(0.1))
        #expect(Self.value(Self.frame(&off, 48), .offset) == 1630)
        var on = Self.simulation { $0[MessageKit.Settings.scrollsToLastItemOnKeyboardBeginsEditing] = true }
        Self.show(&on, at: 0.1)
        on.handle(.focus(y: 0, height: 0), at: Self.at(0.1))
        // Not yet at 0.25 s; from 0.3 s a 0.3 s scroll to 1928, there at 0.6 s (frame 36).
        #expect(Self.value(Self.frame(&on, 15), .offset) == 1630)
        let midway = Self.value(Self.frame(&on, 24), .offset)
        #expect(midway > 1630 && midway < 1928)
        #expect(Self.value(Self.frame(&on, 36), .offset) == 1928)
    }

    @Test func scrollToLastItemDoesNothingWithoutContent() {
        var simulation = Self.simulation(content: 0)
        simulation.handle(.scrollToBottom(animated: false), at: Self.at(0.1))
        #expect(Self.value(Self.frame(&simulation, 6), .offset) == 0)
    }

    @Test func aNestedBlockRunsInTheKeyboardsContextAndAlone() {
        // Inside a will-notification's context the bar's linear 0.25 s block inherits the
        // keyboard's spring (tested above); a zero-duration notification moves it at once.
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willShow, duration: 0), at: Self.at(0.1))
        #expect(Self.value(Self.frame(&simulation, 6), .composerY) == -336)
    }

    /// An omitted end reads as a zero rect: `min(-34, -0) = -34`; the bar then covers
    /// `max(0, 34 - 34) = 0` of the home indicator: h = 48, top `852 - 34 - 48 = 770`,
    /// `new = 852 - 770 - 34 = 48`, the inset unchanged (82).
    @Test func anOmittedEndLiftsTheBarToMinus34() {
        var simulation = Self.simulation()
        simulation.handle(
            .keyboard(KeyboardNotification(kind: .willShow, end: nil, duration: 0, curve: .keyboard)), at: Self.at(0.1))
        let frame = Self.frame(&simulation, 6)
        #expect(Self.value(frame, .composerY) == -34)
        #expect(Self.value(frame, .composerH) == 48)
        #expect(Self.value(frame, .inset) == 82)
    }

    /// A keyboard up at the start: KeyboardManager hears the start notifications (its
    /// observers exist from `init`), so frame 0 already has c = -336 and I = 384; the
    /// `"bottom"` offset was placed before them, with the keyboard hidden (1630).
    @Test func aKeyboardUpAtTheStartIsHeard() {
        var simulation = Simulation<MessageKit>(scenario: Scenario(
            screen: Self.screen, keyboardFrame: Rect(x: 0, y: 516, width: 393, height: 336), contentHeight: 2400,
            config: MessageKit.schema.defaultConfig))
        let frame = Self.frame(&simulation, 0)
        #expect(Self.value(frame, .composerY) == -336)
        #expect(Self.value(frame, .inset) == 384)
        #expect(Self.value(frame, .offset) == 1630)
        // willChangeFrame and didChangeFrame cached the frame: a drag moves the bar.
        #expect(simulation.handler.cachedEnd?.width == 393)
    }
}
