import Handlers

extension HandlerInvariants {
    /// Seed 004's form.
    static let form = HandlerInvariants(
        handler: FormScreen.schema.name,
        checks: [
            Check { _ in FieldNotCoveredCheck() },
            Check { _ in NoSnapBackCheck() },
            Check { scenario in FieldNotOverLiftedCheck(fieldPadding: scenario.config[FormScreen.Settings.fieldPadding]) },
        ])
}
