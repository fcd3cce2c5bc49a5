import Handlers

extension HandlerInvariants {
    /// UIKit's keyboard layout guide: the composer on the guide (no gap), resting on the
    /// rest line (the safe area's bottom, or the view's), the table's bottom on its top.
    static let keyboardLayoutGuide = HandlerInvariants(
        handler: KeyboardLayoutGuide.schema,
        checks: chatScreen,
        rest: RestFields(model: [.composerH], drawn: [.composerY, KeyboardLayoutGuide.guideTopField]),
        roles: { scenario in
            SceneRoles(closedLift: scenario.config[KeyboardLayoutGuide.Settings.usesBottomSafeArea] ? scenario.viewSafeBottom : 0)
        })
}
