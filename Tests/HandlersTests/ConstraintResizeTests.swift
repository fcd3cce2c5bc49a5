import Testing
@testable import Handlers
import UIKitModel

/// Seed 002's constraint resize, rule by rule, with the arithmetic by hand.
///
/// Screen 393 x 852 with a 34 pt home indicator, composer 48. Pinned to the superview the
/// table's base height is `V0 = 852 - 0 - 48 = 804`; with 2,200 pt of content the bottom
/// is `2200 - 804 = 1396`. A 336 pt keyboard (`end.y = 516`) gives `c = 852 - 516 = 336`,
/// `V' = 804 - 336 = 468`, and the offset `1396 - (468 - 804) = 1732`, which
/// `min(_, 2200 - 468 = 1732)` and `max(0, _)` keep.
struct ConstraintResizeTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    static func simulation(
        content: Double = 2200, offset: InitialOffset = .bottom, pinnedTo: ConstraintResize.PinnedTo = .superview
    ) -> Simulation<ConstraintResize> {
        var config = ConstraintResize.schema.defaultConfig
        config[ConstraintResize.Settings.pinnedTo] = pinnedTo
        return Simulation(scenario: Scenario(screen: screen, contentHeight: content, initialOffset: offset, config: config))
    }

    static func keyboard(_ kind: KeyboardNotification.Kind, y: Double, duration: Double = 0) -> Event {
        .keyboard(KeyboardNotification(
            kind: kind, end: Rect(x: 0, y: y, width: 393, height: 336),
            duration: Time.nanoseconds(fromSeconds: duration), curve: .keyboard))
    }

    static func frame(_ simulation: inout Simulation<ConstraintResize>, at seconds: Double) -> Frame {
        simulation.frame(index: 0, at: Time.nanoseconds(fromSeconds: seconds))
    }

    static func time(_ seconds: Double) -> Nanoseconds { Time.nanoseconds(fromSeconds: seconds) }

    static func value(_ frame: Frame, _ field: ConstraintResize.Field) -> Double { frame.values[field.rawValue] }

    @Test func startsAtTheBottomOfTheTableAboveTheComposer() {
        var simulation = Self.simulation()
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .viewportH) == 804)
        #expect(Self.value(frame, .offset) == 1396)
        #expect(Self.value(frame, .composerY) == 0)
        #expect(simulation.world.keyboardDismissMode == .none)
    }

    @Test func aKeyboardAtTheBottomShrinksTheTableAndMovesTheOffsetByTheDifference() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: Self.time(0))
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .offset) == 1732)
        #expect(Self.value(frame, .viewportH) == 468)
        #expect(Self.value(frame, .composerY) == -336)
    }

    /// The seed's four cases: the offset `oldOffset + 336`, then `min(_, C - 468)`, then `max(0, _)`.
    @Test(arguments: [
        (2200.0, InitialOffset.bottom, 1732.0),  // 1: full, at the bottom
        (300, .bottom, 0),  // 2: 0 + 336 -> min(336, -168) -> max(0, -168) = 0
        (600, .bottom, 132),  // 3: 0 + 336 -> min(336, 132) = 132
        (2200, .value(800), 1136),  // 4: scrolled to the middle, pushed with the composer
    ])
    func theSeedsFourCases(content: Double, start: InitialOffset, expected: Double) {
        var simulation = Self.simulation(content: content, offset: start)
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: Self.time(0))
        #expect(Self.value(Self.frame(&simulation, at: 0), .offset) == expected)
    }

    @Test func closingReversesIt() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: Self.time(0))
        simulation.handle(Self.keyboard(.willChangeFrame, y: 852), at: Self.time(0.5))
        let frame = Self.frame(&simulation, at: 0.5)
        // c = 0, V' = 804, offset 1732 - (804 - 468) = 1396.
        #expect(Self.value(frame, .offset) == 1396)
        #expect(Self.value(frame, .viewportH) == 804)
        #expect(Self.value(frame, .composerY) == 0)
    }

    /// Pinned to the safe area: `V0 = 852 - 34 - 48 = 770`, the bottom `2200 - 770 = 1430`;
    /// the keyboard's 336 pt overlap still makes `c = 336`: `V' = 434`, offset
    /// `1430 + 336 = 1766 = 2200 - 434`, and the composer, resting on `852 - 34`, is lifted
    /// to `818 - 336 = 482`: 34 pt above the keyboard's top.
    @Test func pinnedToTheSafeAreaTheComposerIsLiftedTheHomeIndicatorTooHigh() {
        var simulation = Self.simulation(pinnedTo: .safeArea)
        #expect(Self.value(Self.frame(&simulation, at: 0), .offset) == 1430)
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: Self.time(0))
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .viewportH) == 434)
        #expect(Self.value(frame, .offset) == 1766)
        #expect(Self.value(frame, .composerY) == -336)
        var config = ConstraintResize.schema.defaultConfig
        config[ConstraintResize.Settings.pinnedTo] = .safeArea
        let origin = ConstraintResize.composerYOrigin(config: config)
        #expect(origin.composerBottom(composerY: -336, screenHeight: 852, safeBottom: 34) == 482)
    }

    @Test func onlyWillChangeFrameIsObserved() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willShow, y: 516), at: Self.time(0))
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .kbTop) == 516)
        #expect(Self.value(frame, .viewportH) == 804)
        #expect(Self.value(frame, .offset) == 1396)
    }

    /// The model height changes at once (the range reads it); the drawn one animates from
    /// 804 with the keyboard, and the frame change clamps nothing.
    @Test func theTablesFrameHeightAnimatesWithTheKeyboard() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516, duration: 0.25), at: Self.time(0))
        #expect(simulation.world.scrollView.viewportHeight == 468)
        let start = Self.frame(&simulation, at: 0)
        #expect(Self.value(start, .viewportH) == 804)
        #expect(Self.value(start, .offset) == 1396)
        let end = Self.frame(&simulation, at: 1)
        #expect(Self.value(end, .viewportH) == 468)
        #expect(Self.value(end, .offset) == 1732)
    }

    @Test func aDragNeverMovesTheKeyboard() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: Self.time(0))
        simulation.handle(.dragBegin(y: 400), at: Self.time(0.1))
        simulation.handle(.dragMove(y: 700), at: Self.time(0.2))
        #expect(simulation.world.keyboard.top.model == 516)
        simulation.handle(.dragEnd(y: 700, velocity: 0), at: Self.time(0.3))
        #expect(Self.value(Self.frame(&simulation, at: 1), .kbTop) == 516)
    }

    /// A keyboard as high as the screen (`end.y = 0`) makes `c = 852`, `V = max(0, 804 - 852) = 0`:
    /// no touch lands on the table, so the drag is ignored whole.
    @Test func aDragThatBeginsOnAZeroHeightTableIsIgnored() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 0), at: Self.time(0))
        #expect(simulation.world.scrollView.viewportHeight == 0)
        let offset = simulation.world.scrollView.offset.model
        simulation.handle(.dragBegin(y: 100), at: Self.time(0.1))
        simulation.handle(.dragMove(y: 300), at: Self.time(0.2))
        #expect(simulation.world.scrollView.motion == .idle)
        #expect(simulation.world.scrollView.offset.model == offset)
        simulation.handle(.dragEnd(y: 300, velocity: 0), at: Self.time(0.3))
        #expect(simulation.world.scrollView.motion == .idle)
    }

    @Test func aDragThatBeganOnTheTableRunsToItsEnd() {
        var simulation = Self.simulation()
        simulation.handle(.dragBegin(y: 400), at: Self.time(0))
        simulation.handle(Self.keyboard(.willChangeFrame, y: 0), at: Self.time(0.1))
        simulation.handle(.dragMove(y: 410), at: Self.time(0.2))
        #expect(simulation.world.scrollView.isDragging)
    }

    /// `composerLayout` 80: `V0 = 804 - 32 = 772`, the table 772 at once; the offset stays.
    @Test func aTallerComposerShrinksTheTableAtOnce() {
        var simulation = Self.simulation()
        simulation.handle(.composerLayout(height: 80), at: Self.time(0))
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .viewportH) == 772)
        #expect(Self.value(frame, .offset) == 1396)
        #expect(Self.value(frame, .composerH) == 80)
    }
}
