import Handlers

extension HandlerInvariants {
    /// Seed 004's form.
    static let form = HandlerInvariants(
        handler: FormScreen.schema,
        checks: [
            Check(reading: FormLanes.init) { _, form in FieldNotCoveredCheck(form) },
            Check(reading: FormLanes.init) { _, form in NoSnapBackCheck(form) },
            Check(reading: FormLanes.init) { scenario, form in
                FieldNotOverLiftedCheck(form, fieldPadding: scenario.config[FormScreen.Settings.fieldPadding])
            },
            Check(reading: { $0 }) { _, schema in RidesFloatingKeyboardCheck(schema, part: .form(viewY: FrameLane(.viewY, in: schema))) },
        ],
        rest: RestFields(drawn: [.viewY]))
}
