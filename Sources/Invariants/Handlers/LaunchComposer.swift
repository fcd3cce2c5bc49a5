import Handlers

extension HandlerInvariants {
    /// Seed 001's chat screen: the composer, the content, the pin, the runway and the button.
    static let launchComposer = HandlerInvariants(
        handler: LaunchComposer.schema,
        checks: chatScreen + [
            Check(reading: PinLanes.init) { _, pin in RunwayCheck(pin) },
            Check(reading: ButtonLanes.init) { _, button in ButtonFlickerCheck(button) },
            Check(reading: PinLanes.init) { _, pin in SendMonotonicCheck(pin) },
            Check(reading: ButtonLanes.init) { _, button in ButtonMatchesPositionCheck(button) },
            Check(reading: ButtonLanes.init) { scenario, button in
                ButtonAboveComposerCheck(button, buttonGap: scenario.config[LaunchComposer.Settings.buttonGap])
            },
            Check(reading: PinLanes.init) { scenario, pin in
                PinHoldsCheck(pin, pinnedDriftThreshold: scenario.config[LaunchComposer.Settings.pinnedDriftThreshold])
            },
        ],
        // The pin's phase, runway and place, the button and the content's reveal count for
        // rest too, and no frame is at rest while the pin animates.
        rest: RestFields(
            model: [.composerH, .atBottom, .pin, .runway, .pinned],
            drawn: [.composerY, .btnAlpha, .btnY, .revealY, .revealAlpha]
        ).animating(.pin, while: PinPhase.animating),
        roles: { scenario in
            SceneRoles(
                keyboardGap: scenario.config[LaunchComposer.Settings.composerKeyboardGap],
                closedLift: Configuration.closedLift(safeBottom: scenario.viewSafeBottom, in: scenario.config))
        })
}
