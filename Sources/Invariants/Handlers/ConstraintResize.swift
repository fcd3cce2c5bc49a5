import Handlers

extension HandlerInvariants {
    /// Seed 002's chat screen: the composer rides the bottom constraint (no gap), at rest on
    /// the edge it is pinned to (the view's bottom, or `safeBottom` above it with
    /// `pinnedTo: safeArea`), the table's bottom its top (no content gap).
    static let constraintResize = HandlerInvariants(
        handler: ConstraintResize.schema,
        checks: chatScreen,
        rest: composerRest,
        roles: { scenario in
            let pinnedTo = scenario.config[ConstraintResize.Settings.pinnedTo]
            return SceneRoles(closedLift: pinnedTo == .safeArea ? scenario.viewSafeBottom : 0)
        })
}
