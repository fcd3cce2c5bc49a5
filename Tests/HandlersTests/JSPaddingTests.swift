import Testing
@testable import Handlers
import UIKitModel

/// Seed 000's JS-only alternative, rule by rule, with the arithmetic by hand.
///
/// Screen 393 x 852 with a 34 pt home indicator, composer 48, chatGap 8: the resting
/// padding is `48 + 8 + 34 = 90`, so with 2,200 pt of messages the content is 2,290 and
/// the bottom `2290 - 852 = 1438`. A 336 pt keyboard, as written: `P = max(0, 90 - 336) = 0`,
/// content 2,200, the clamp pulls the offset to `2200 - 852 = 1348`. As intended:
/// `P = 90 + 336 = 426`, content 2,626, the offset stays at 1,438 (nothing scrolls).
struct JSPaddingTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    static func simulation(asWritten: Bool = true, lagFrames: Double = 1) -> Simulation<JSPadding> {
        var config = JSPadding.schema.defaultConfig
        config[JSPadding.Settings.heightAsWritten] = asWritten
        config[JSPadding.Settings.lagFrames] = lagFrames
        return Simulation(scenario: Scenario(screen: screen, contentHeight: 2200, config: config))
    }

    /// An instant 336 pt keyboard at 0.05 s, which 60 fps frame 3 is the first to draw.
    static let open = Event.keyboard(KeyboardNotification(
        kind: .willChangeFrame, end: Rect(x: 0, y: 516, width: 393, height: 336), duration: 0, curve: .keyboard))

    /// Frames `0...last` at 60 fps, with the keyboard opening at 0.05 s.
    static func frames(_ simulation: inout Simulation<JSPadding>, through last: Int) -> [Frame] {
        var frames: [Frame] = []
        for index in 0...last {
            let time = Time.frameTime(index: index, fps: 60)
            if index == 3 { simulation.handle(Self.open, at: Time.nanoseconds(fromSeconds: 0.05)) }
            frames.append(simulation.frame(index: index, at: time))
        }
        return frames
    }

    static func value(_ frame: Frame, _ field: JSPadding.Field) -> Double { frame.values[field.rawValue] }

    @Test func startsAtTheBottomOfTheMessagesAndTheFooter() {
        var simulation = Self.simulation()
        let frame = Self.frames(&simulation, through: 0)[0]
        #expect(Self.value(frame, .padding) == 90)
        #expect(Self.value(frame, .contentH) == 2290)
        #expect(Self.value(frame, .offset) == 1438)
        #expect(Self.value(frame, .composerY) == 0)
        #expect(simulation.world.keyboardDismissMode == .none)
    }

    @Test func asWrittenThePaddingShrinksAndTheClampPullsTheContentDown() {
        var simulation = Self.simulation()
        let frames = Self.frames(&simulation, through: 4)
        // Frame 3 draws the keyboard, and lays out frame 2's overlap (0): one frame late.
        #expect(Self.value(frames[3], .kbTop) == 516)
        #expect(Self.value(frames[3], .padding) == 90)
        #expect(Self.value(frames[3], .composerY) == 0)
        #expect(Self.value(frames[4], .padding) == 0)
        #expect(Self.value(frames[4], .contentH) == 2200)
        #expect(Self.value(frames[4], .offset) == 1348)
        #expect(Self.value(frames[4], .composerY) == -336)
    }

    @Test func asIntendedThePaddingGrowsAndNothingScrolls() {
        var simulation = Self.simulation(asWritten: false)
        let frame = Self.frames(&simulation, through: 4)[4]
        #expect(Self.value(frame, .padding) == 426)
        #expect(Self.value(frame, .contentH) == 2626)
        #expect(Self.value(frame, .offset) == 1438)
    }

    @Test(arguments: [(0.0, 3), (1, 4), (2, 5)])
    func theOverlapArrivesLagFramesLate(lagFrames: Double, firstFrame: Int) {
        var simulation = Self.simulation(asWritten: false, lagFrames: lagFrames)
        let frames = Self.frames(&simulation, through: 6)
        for frame in frames {
            #expect(Self.value(frame, .padding) == (frame.index >= firstFrame ? 426 : 90))
            #expect(Self.value(frame, .composerY) == (frame.index >= firstFrame ? -336 : 0))
        }
    }

    /// A `contentSize` of 2,300 makes the content `2300 + 90 = 2390` at once.
    @Test func aContentSizeTakesTheCurrentPadding() {
        var simulation = Self.simulation()
        _ = Self.frames(&simulation, through: 0)
        simulation.handle(.contentSize(height: 2300), at: 1_000_000)
        #expect(simulation.world.scrollView.contentHeight == 2390)
    }

    /// `composerLayout` 80 reaches the footer at the next frame: `80 + 8 + 34 = 122`.
    @Test func aComposerLayoutReachesThePaddingAtTheNextFrame() {
        var simulation = Self.simulation()
        _ = Self.frames(&simulation, through: 0)
        simulation.handle(.composerLayout(height: 80), at: 1_000_000)
        #expect(simulation.world.scrollView.contentHeight == 2290)
        let frame = simulation.frame(index: 1, at: Time.frameTime(index: 1, fps: 60))
        #expect(Self.value(frame, .padding) == 122)
        #expect(Self.value(frame, .contentH) == 2322)
    }

    @Test func aDragNeverMovesTheKeyboard() {
        var simulation = Self.simulation()
        _ = Self.frames(&simulation, through: 4)
        simulation.handle(.dragBegin(y: 400), at: 100_000_000)
        simulation.handle(.dragMove(y: 700), at: 110_000_000)
        #expect(simulation.world.keyboard.top.model == 516)
    }
}
