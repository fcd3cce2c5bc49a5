import Testing
@testable import Handlers

/// launch-composer's keyboard and button phases as values: (phase, input) → next phase
/// (and the button's action), no frames run. Expected phases follow the library's flags
/// (`docs/handlers/launch-composer.md`): willHide sets hiding, only its completion clears
/// it; a hide's completion sets `isHidden` even after a show.
struct PhaseTransitionTests {
    /// willShow makes the keyboard visible; a hide still running stays pending until
    /// its completion.
    @Test func aShowDuringAHideKeepsTheHidePending() {
        let hiding = KeyboardPhase.visible(hidePending: false).willHide()
        #expect(hiding == .hiding && hiding.isHiding && !hiding.isVisible)
        let shownAgain = hiding.willShow()
        #expect(shownAgain == .visible(hidePending: true) && shownAgain.isHiding && shownAgain.isVisible)
        #expect(shownAgain.hideFinished() == .visible(hidePending: false))
        #expect(hiding.hideFinished() == .hidden)
        #expect(KeyboardPhase.hidden.hideFinished() == .hidden)
    }

    /// A frame change sets visibility alone: a pending hide stays pending either way.
    @Test(arguments: [
        (KeyboardPhase.hidden, true, KeyboardPhase.visible(hidePending: false)),
        (.hidden, false, .hidden),
        (.hiding, true, .visible(hidePending: true)),
        (.hiding, false, .hiding),
        (.visible(hidePending: false), false, .hidden),
        (.visible(hidePending: true), false, .hiding),
        (.visible(hidePending: true), true, .visible(hidePending: true)),
    ])
    func aFrameChangeSetsVisibility(phase: KeyboardPhase, visible: Bool, next: KeyboardPhase) {
        #expect(phase.frameChanged(visible: visible) == next)
    }

    /// A show starts only when the flag does not say shown; a hide only when it does.
    @Test func showAndHideFollowTheFlag() {
        let hidden = ButtonPhase.atRest(shown: false)
        #expect(hidden == .hidden(ownAnimation: false) && hidden.isHidden && !hidden.isShown)
        let showing = hidden.show()
        #expect(showing.next == .shown(ownAnimation: true) && showing.action == .animateIn)
        #expect(showing.next.show().action == .none)
        let hiding = showing.next.hide()
        #expect(hiding.next == .hiding(ownAnimation: true) && hiding.action == .animateOut)
        #expect(!hiding.next.isHidden && hiding.next.inOwnAnimation)
        #expect(hiding.next.hide().action == .none)
        #expect(ButtonPhase.hiding(ownAnimation: false).show().next == .shown(ownAnimation: true))
    }

    /// Either completion clears the own animation; a hide's hides the button, also one
    /// shown again since, and then the next show is skipped until a hide.
    @Test func aHidesCompletionHidesWhateverStartedSince() {
        let shown = ButtonPhase.shown(ownAnimation: true)
        #expect(shown.animationFinished(hide: false) == (.shown(ownAnimation: false), .none))
        let stale = shown.animationFinished(hide: true)
        #expect(stale == (.shownWhileHidden, .resetOwnShift))
        #expect(stale.next.isShown && stale.next.isHidden && !stale.next.inOwnAnimation)
        #expect(stale.next.show().action == .none)
        #expect(stale.next.hide() == (.hidden(ownAnimation: true), .animateOut))
        #expect(ButtonPhase.hiding(ownAnimation: true).animationFinished(hide: false) == (.hiding(ownAnimation: false), .none))
        #expect(ButtonPhase.hiding(ownAnimation: false).animationFinished(hide: true) == (.hidden(ownAnimation: false), .resetOwnShift))
    }
}
