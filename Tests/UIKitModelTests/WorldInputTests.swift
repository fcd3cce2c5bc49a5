import Testing
import UIKitModel

/// `World.apply(_:)`: each of the world's inputs, and what it says happened, as a value.
struct WorldInputTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    static func world() -> World<Never> {
        World(screen: screen, viewportHeight: 852, topInset: 0, contentHeight: 3000)
    }

    @Test func aContentHeightSaysWhetherItChangedAndWhetherTheClampMovedTheOffset() {
        var world = Self.world()
        #expect(world.apply(.contentSize(height: 3000)) == .none, "the same height: nothing happened")
        _ = world.setContentOffset(2000)
        // The range becomes 0...(1000 - 852) = 148: the offset at 2000 is clamped.
        #expect(world.apply(.contentSize(height: 1000)) == .contentSizeChanged(from: 3000, offsetMoved: true))
        #expect(world.scrollView.offset.model == 148)
        // 148 is inside 0...(2000 - 852): no clamp.
        #expect(world.apply(.contentSize(height: 2000)) == .contentSizeChanged(from: 1000, offsetMoved: false))
    }

    @Test func aKeyboardNotificationGivesItsAnimationContext() {
        var world = Self.world()
        let end = Rect(x: 0, y: 516, width: 393, height: 336)
        let show = KeyboardNotification(kind: .willShow, end: end, duration: 250_000_000, curve: .keyboard)
        #expect(world.apply(.keyboard(show)) == .keyboardNotified(show, animation: AnimationSpec(curve: .keyboard, duration: 250_000_000)))
        #expect(world.keyboard.top.model == 516, "a will-notification moves the keyboard")
        let didShow = KeyboardNotification(kind: .didShow, end: end, duration: 250_000_000, curve: .keyboard)
        #expect(world.apply(.keyboard(didShow)) == .keyboardNotified(didShow, animation: nil), "a did-notification animates nothing")
    }

    @Test func touchesSayWhatTheFingerDid() {
        var world = Self.world()
        #expect(world.apply(.dragEnd(y: 400, velocity: nil)) == .none, "no finger was down")
        #expect(world.apply(.tap(y: 300)) == .tapped(y: 300))
        #expect(world.apply(.dragBegin(y: 400)) == .dragBegan)
        // The finger moves 100 pt down from the top of the range: the offset rubber-bands
        // above 0, so it moves.
        guard case .dragMoved(let moved) = world.apply(.dragMove(y: 500)) else {
            Issue.record("a move while dragging is a dragMoved")
            return
        }
        #expect(moved && world.scrollView.offset.model < 0)
        guard case .dragEnded(_, let velocity) = world.apply(.dragEnd(y: 500, velocity: 1000)) else {
            Issue.record("a lift while dragging is a dragEnded")
            return
        }
        #expect(velocity == -1000, "the release velocity is the negative of the finger's")
    }
}
