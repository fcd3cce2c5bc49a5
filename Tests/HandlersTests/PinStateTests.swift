import Testing
@testable import Handlers

/// The pin's transitions as values: (state, input) → (next state, action), no frames run.
struct PinStateTests {
    typealias Transition = (next: PinState, action: PinState.Action)

    static func grew(_ state: PinState, to height: Double = 2500, defer: Bool = false, hiding: Bool = false, runway: Double = 0) -> Transition {
        state.contentGrew(to: height, deferWhileHiding: `defer`, keyboardHiding: hiding, runway: runway)
    }

    @Test func anArmedPinAppliesOnGrowth() {
        let transition = Self.grew(.armed(startY: 2400))
        #expect(transition.next == .idle)
        #expect(transition.action == .apply(startY: 2400, contentAfter: 2500))
    }

    /// Only with the policy and only while the keyboard hides does growth wait.
    @Test(arguments: [(true, true, true), (true, false, false), (false, true, false), (false, false, false)])
    func anArmedPinDefersOnlyWhileTheKeyboardHidesWithThePolicy(policy: Bool, hiding: Bool, defers: Bool) {
        let transition = Self.grew(.armed(startY: 2400), defer: policy, hiding: hiding)
        if defers {
            #expect(transition.next == .deferred(startY: 2400, contentAfter: 2500))
            #expect(transition.action == .none)
        } else {
            #expect(transition.action == .apply(startY: 2400, contentAfter: 2500))
        }
    }

    @Test func aDeferredPinKeepsTheLatestHeight() {
        let transition = Self.grew(.deferred(startY: 2400, contentAfter: 2500), to: 2600, defer: true, hiding: true)
        #expect(transition.next == .deferred(startY: 2400, contentAfter: 2600))
        #expect(transition.action == .none)
    }

    /// An active pin streams only while it has a runway; its state does not change here.
    @Test(arguments: [
        (PinState.animating(target: 2384), 300.0, PinState.Action.streamingGrowth),
        (.pinned(target: 2384, enforce: true), 0.0001, .streamingGrowth),
        (.pinned(target: 2384, enforce: false), 0, .none),
        (.animating(target: 2384), 0, .none),
    ])
    func anActivePinStreamsWithARunway(state: PinState, runway: Double, action: PinState.Action) {
        let transition = Self.grew(state, runway: runway)
        #expect(transition.next == state)
        #expect(transition.action == action)
    }

    @Test func idleIgnoresGrowth() {
        let transition = Self.grew(.idle)
        #expect(transition.next == .idle && transition.action == .none)
    }

    @Test func theHideCompletionAppliesADeferredPinAndNothingElse() {
        let deferred = PinState.deferred(startY: 2400, contentAfter: 2600).keyboardHidden()
        #expect(deferred.next == .idle)
        #expect(deferred.action == .apply(startY: 2400, contentAfter: 2600))
        for state in [PinState.idle, .armed(startY: 1), .animating(target: 2), .pinned(target: 3, enforce: true)] {
            let transition = state.keyboardHidden()
            #expect(transition.next == state && transition.action == .none)
        }
    }

    @Test func aDragRelaxesOnlyAPinnedPin() {
        #expect(PinState.pinned(target: 2384, enforce: true).dragBegan().next == .pinned(target: 2384, enforce: false))
        #expect(PinState.pinned(target: 2384, enforce: false).dragBegan().next == .pinned(target: 2384, enforce: false))
        #expect(PinState.animating(target: 2384).dragBegan().next == .animating(target: 2384))
        #expect(PinState.armed(startY: 2400).dragBegan().next == .armed(startY: 2400))
    }

    /// The scroll's completion enforces its own target whatever came in between (a new
    /// send, a disable): the library does this.
    @Test(arguments: [PinState.animating(target: 2384), .idle, .armed(startY: 3000), .pinned(target: 10, enforce: false)])
    func theScrollCompletionEnforcesItsTarget(state: PinState) {
        let transition = state.scrollFinished(target: 2384)
        #expect(transition.next == .pinned(target: 2384, enforce: true) && transition.action == .none)
    }

    /// A send arms at the content height and clears what was pinned, from any state;
    /// with pin-to-top disabled it does nothing.
    @Test(arguments: [PinState.idle, .armed(startY: 1), .deferred(startY: 1, contentAfter: 2), .animating(target: 3),
                      .pinned(target: 4, enforce: true)])
    func aSendArmsFromAnyState(state: PinState) {
        let armed = state.send(contentHeight: 2400, pinToTopEnabled: true)
        #expect(armed.next == .armed(startY: 2400) && armed.action == .clear(recheckAtBottom: false))
        let ignored = state.send(contentHeight: 2400, pinToTopEnabled: false)
        #expect(ignored.next == state && ignored.action == .none)
    }

    /// Disabling pin-to-top clears the pin and rechecks the button at once, even when idle.
    @Test(arguments: [PinState.idle, .armed(startY: 1), .pinned(target: 4, enforce: false)])
    func disablingClears(state: PinState) {
        let transition = state.disabled()
        #expect(transition.next == .idle && transition.action == .clear(recheckAtBottom: true))
    }

    /// Applying pins unenforced and asks for the runway; a running pin scroll is left alone.
    @Test func applyingPinsThenPlacesTheRunway() {
        let applying = PinState.idle.applying(target: 2368, startY: 2400, contentAfter: 2500)
        #expect(applying.next == .pinned(target: 2368, enforce: false))
        #expect(applying.action == .placeRunway(startY: 2400, contentAfter: 2500))
        let running = PinState.animating(target: 10).applying(target: 2368, startY: 2400, contentAfter: 2500)
        #expect(running.next == .animating(target: 10) && running.action == .none)
    }

    /// With the runway placed, within 0.5 pt the pin holds at once; further, it scrolls.
    @Test(arguments: [(0.5, true), (0.51, false)])
    func theRunwayPlacedHoldsOrScrolls(distance: Double, holds: Bool) {
        let transition = PinState.pinned(target: 2368, enforce: false).runwayPlaced(distance: distance, reveals: true)
        if holds {
            #expect(transition.next == .pinned(target: 2368, enforce: true) && transition.action == .settle(at: 2368))
        } else {
            #expect(transition.next == .animating(target: 2368) && transition.action == .pinScroll(to: 2368, reveals: true))
        }
    }

    /// Streaming growth consumes the pin, or asks an enforced one for a correction.
    @Test func streamingConsumesOrCorrects() {
        let consumed = PinState.pinned(target: 9, enforce: true).streamed(consumed: true)
        #expect(consumed.next == .idle && consumed.action == .consume)
        let enforced = PinState.pinned(target: 9, enforce: true).streamed(consumed: false)
        #expect(enforced.next == .pinned(target: 9, enforce: true) && enforced.action == .scheduleCorrection)
        for state in [PinState.pinned(target: 9, enforce: false), .animating(target: 9)] {
            let transition = state.streamed(consumed: false)
            #expect(transition.next == state && transition.action == .none)
        }
    }

    @Test func theFrameFormatNamesEveryState() {
        #expect(PinState.pinned(target: 1, enforce: false).phase == .pinnedRelaxed)
        #expect(PinState.pinned(target: 1, enforce: true).phase == .pinned)
        #expect(PinState.deferred(startY: 1, contentAfter: 2).phase.rawValue == "deferred")
    }
}
