import Handlers

extension HandlerInvariants {
    /// React Native's KeyboardAvoidingView: a chat screen whose composer rests on the view's
    /// bottom (no safe-area lift) and rides the KAV's bottom; the list's bottom is the
    /// composer's top (no content gap). Its reported bugs (an under-lift in a sheet, the
    /// composer lagging the keyboard) are what these checks find.
    static let rnKeyboardAvoidingView = HandlerInvariants(
        handler: RNKeyboardAvoidingView.schema,
        checks: chatScreen,
        rest: composerRest,
        roles: { _ in SceneRoles(closedLift: 0) })
}
