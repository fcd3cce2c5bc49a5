import Handlers

extension HandlerInvariants {
    /// Seed 000's chat view: a keyboard-sticky composer (no gap) resting on the home
    /// indicator, the content `chatGap` above it.
    static let launchChatView = HandlerInvariants(
        handler: LaunchChatView.schema,
        checks: chatScreen,
        rest: RestFields(model: [.composerH, .atBottom], drawn: [.composerY]),
        roles: { scenario in
            SceneRoles(closedLift: scenario.viewSafeBottom, contentGap: scenario.config[LaunchChatView.Settings.chatGap])
        })
}
