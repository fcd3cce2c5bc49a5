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
        #expect(PinState.pinned(target: 2384, enforce: true).dragBegan() == .pinned(target: 2384, enforce: false))
        #expect(PinState.pinned(target: 2384, enforce: false).dragBegan() == .pinned(target: 2384, enforce: false))
        #expect(PinState.animating(target: 2384).dragBegan() == .animating(target: 2384))
        #expect(PinState.armed(startY: 2400).dragBegan() == .armed(startY: 2400))
    }

    /// The scroll's completion enforces its own target whatever came in between (a new
    /// send, a disable): the library does this.
    @Test(arguments: [PinState.animating(target: 2384), .idle, .armed(startY: 3000), .pinned(target: 10, enforce: false)])
    func theScrollCompletionEnforcesItsTarget(state: PinState) {
        #expect(state.scrollFinished(target: 2384) == .pinned(target: 2384, enforce: true))
    }

    @Test func theFrameFormatNamesEveryState() {
        #expect(PinState.pinned(target: 1, enforce: false).phase == .pinnedRelaxed)
        #expect(PinState.pinned(target: 1, enforce: true).phase == .pinned)
        #expect(PinState.deferred(startY: 1, contentAfter: 2).phase.rawValue == "deferred")
    }
}
