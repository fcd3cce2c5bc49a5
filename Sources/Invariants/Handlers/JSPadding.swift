import Handlers

extension HandlerInvariants {
    /// Seed 000's JS-only alternative: a keyboard-sticky composer (no gap) resting on the
    /// home indicator, the messages `chatGap` above it; the list's footer is not content,
    /// and the frames carry no composer height (the scenario's is used).
    static let jsPadding = HandlerInvariants(
        handler: JSPadding.schema,
        checks: chatScreen,
        rest: composerRest,
        roles: { scenario in
            SceneRoles(
                closedLift: scenario.viewSafeBottom, contentGap: scenario.config[JSPadding.Settings.chatGap],
                footerInContent: true, composerHeight: scenario.composerHeight)
        })
}
