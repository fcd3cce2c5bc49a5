import Testing
import UIKitModel

/// The keyboard as a rectangle (its mode by `KeyboardFrameKind`, its frame as drawn) and a
/// screen that changes with the keyboard up. Expected values worked out by hand from the
/// model's curves: the keyboard spring's p(0.1 s) = 0.54478, ease-in-out's p(0.5) = 0.5.
struct KeyboardRectTests {
    /// An iPad in portrait, and the same iPad in landscape.
    static let portrait = Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20)
    static let landscape = Screen(width: 1180, height: 820, safeTop: 24, safeBottom: 20)
    static let quarterSecond: Nanoseconds = 250_000_000

    static func world() -> World<Never> {
        World(screen: portrait, viewportHeight: 1180, topInset: 0, contentHeight: 3000)
    }

    static func will(_ kind: KeyboardNotification.Kind, _ end: Rect?, duration: Nanoseconds = quarterSecond) -> WorldInput {
        .keyboard(KeyboardNotification(kind: kind, end: end, duration: duration, curve: .keyboard))
    }

    @Test func aFloatingKeyboardIsDrawnWhereItsFrameSaysAndIgnoresZeroRects() {
        var world = Self.world()
        #expect(world.keyboardMode == .hidden)
        let floating = Rect(x: 250, y: 600, width: 320, height: 250)
        _ = world.apply(Self.will(.willChangeFrame, floating))
        #expect(world.keyboardMode == .floating)
        #expect(world.keyboard.lastEndFrame == floating, "the frame as notified")
        #expect(world.keyboard.modelFrame == floating)
        // From hidden it slides in at its new size: x, width and height at once, the top
        // animated from the bottom (1180) to 600 with the keyboard's spring.
        world.setTime(100_000_000)
        let drawn = world.drawnKeyboardFrame()
        #expect(drawn.x == 250 && drawn.width == 320 && drawn.height == 250)
        #expect(abs(drawn.y - (600 + 580 * (1 - 0.54478))) < 0.001, "\(drawn.y)")
        world.setTime(600_000_000)
        #expect(world.drawnKeyboardFrame() == floating)

        // Dragging it posts zero rects: while it floats, they leave it where it is.
        _ = world.apply(Self.will(.willChangeFrame, Rect(x: 0, y: 0, width: 0, height: 0)))
        _ = world.apply(Self.will(.willShow, Rect(x: 0, y: 0, width: 0, height: 0)))
        #expect(world.keyboardMode == .floating && world.keyboard.modelFrame == floating)

        // A finger on the scroll view does not drag a floating keyboard.
        _ = world.apply(.dragBegin(y: 700))
        _ = world.apply(.dragMove(y: 900))
        #expect(world.keyboard.top.model == 600)
        _ = world.apply(.dragEnd(y: 900, velocity: 0))

        // Another floating frame moves all four edges with the notification's animation.
        let moved = Rect(x: 100, y: 300, width: 320, height: 250)
        _ = world.apply(Self.will(.willChangeFrame, moved))
        world.setTime(700_000_000)
        let halfway = world.drawnKeyboardFrame()
        #expect(abs(halfway.x - (100 + 150 * (1 - 0.54478))) < 0.001 && abs(halfway.y - (300 + 300 * (1 - 0.54478))) < 0.001)

        // A willHide below the screen hides it; its size stays.
        _ = world.apply(Self.will(.willHide, Rect(x: 100, y: 1180, width: 320, height: 250)))
        #expect(world.keyboardMode == .hidden && world.keyboard.top.model == 1180)
        #expect(world.keyboard.modelFrame.width == 320 && world.keyboard.modelFrame.height == 250)
    }

    @Test func aDockedKeyboardMovesWithTheScreensBottomAndTheScrollViewWithTheView() {
        var world = Self.world()
        // Docked in portrait: 400 pt high, its top at 780 (780 + 400 = 1180).
        _ = world.apply(Self.will(.willShow, Rect(x: 0, y: 780, width: 820, height: 400), duration: 0))
        #expect(world.keyboardMode == .docked && world.keyboard.top.model == 780)
        // The rotation, over 0.4 s with ease-in-out.
        let rotation = WorldInput.geometry(Geometry(screen: Self.landscape), duration: 400_000_000, curve: .easeInOut)
        #expect(world.apply(rotation) == .geometryChanged(animation: AnimationSpec(curve: .easeInOut, duration: 400_000_000)))
        #expect(world.screen == Self.landscape && world.view == ViewFrame(top: 0, bottom: 820))
        // The keyboard keeps its 400 pt from the bottom: its top goes to 820 - 400 = 420
        // (not left at 780 on an 820 pt screen); it stays docked, and returns there after a
        // drag. The scroll view's frame follows the view: 1180 + (820 - 1180) = 820.
        #expect(world.keyboard.top.model == 420 && world.keyboardMode == .docked)
        #expect(world.keyboard.restingTop == 420)
        #expect(world.scrollView.viewportHeight == 820)
        // Halfway through (ease-in-out is 0.5 at 0.5): both drawn halfway.
        world.setTime(200_000_000)
        #expect(abs(world.drawnKeyboardTop() - 600) < 1e-9)
        #expect(abs(world.drawnViewportHeight() - 1000) < 1e-9)
        world.setTime(400_000_000)
        #expect(world.drawnKeyboardTop() == 420 && world.drawnViewportHeight() == 820)
        // Back to portrait at once: 780 and 1180 again.
        _ = world.apply(.geometry(Geometry(screen: Self.portrait)))
        #expect(world.drawnKeyboardTop() == 780 && world.drawnViewportHeight() == 1180)
    }

    @Test func aBarKeepsItsDistanceAndAFloatingKeyboardItsFrame() {
        var world = Self.world()
        // A hardware keyboard's bar: the 400 pt frame with 55 pt on screen (1125 + 400 = 1525).
        _ = world.apply(Self.will(.willShow, Rect(x: 0, y: 1125, width: 820, height: 400), duration: 0))
        #expect(world.keyboardMode == .partlyOffScreen)
        _ = world.apply(.geometry(Geometry(screen: Self.landscape)))
        #expect(world.keyboard.top.model == 765, "55 pt above the new bottom, 820")

        var floating = Self.world()
        let frame = Rect(x: 250, y: 600, width: 320, height: 250)
        _ = floating.apply(Self.will(.willChangeFrame, frame, duration: 0))
        _ = floating.apply(.geometry(Geometry(screen: Self.landscape)))
        #expect(floating.keyboard.modelFrame == frame && floating.keyboardMode == .floating)
    }

    @Test func aScreenHasFourSafeAreas() {
        let phone = Screen(width: 852, height: 393, safeTop: 0, safeBottom: 21, safeLeft: 59, safeRight: 59)
        #expect(phone.safeLeft == 59 && phone.safeRight == 59)
        #expect(Screen(width: 393, height: 852).safeLeft == 0, "none by default")
    }
}
