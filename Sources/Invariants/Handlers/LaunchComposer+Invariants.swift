import Handlers

extension HandlerInvariants {
    /// Seed 001's chat screen: the composer, the content, the pin, the runway and the button.
    static let launchComposer = HandlerInvariants(
        handler: LaunchComposer.schema.name,
        checks: chatScreen + [
            Check { _ in RunwayCheck() },
            Check { _ in ButtonFlickerCheck() },
            Check { _ in SendMonotonicCheck() },
            Check { _ in ButtonMatchesPositionCheck() },
            Check { scenario in ButtonAboveComposerCheck(buttonGap: scenario.config[LaunchComposer.Settings.buttonGap]) },
            Check { scenario in PinHoldsCheck(pinnedDriftThreshold: scenario.config[LaunchComposer.Settings.pinnedDriftThreshold]) },
        ],
        roles: { scenario in
            SceneRoles(
                keyboardGap: scenario.config[LaunchComposer.Settings.composerKeyboardGap],
                closedLift: Configuration.closedLift(safeBottom: scenario.viewSafeBottom, in: scenario.config))
        })
}
