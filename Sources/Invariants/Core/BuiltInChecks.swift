import HandlerCore
import UIKitModel

/// The built-in checks a built-in handler's registration (in its folder, in `Handlers`)
/// lists beside `HandlerInvariants.chatScreen`: made here, where the check types are, so
/// they stay internal to the fast chain (`CheckSet`); a setting a check needs is read
/// from the scenario by the setting the registration names.
extension HandlerInvariants.Check {
    // launch-composer's pin, runway and scroll-to-bottom button.
    package static let runway = Self(reading: PinLanes.init) { _, pin in RunwayCheck(pin) }
    package static let buttonFlicker = Self(reading: ButtonLanes.init) { _, button in ButtonFlickerCheck(button) }
    package static let sendMonotonic = Self(reading: PinLanes.init) { _, pin in SendMonotonicCheck(pin) }
    package static let buttonMatchesPosition = Self(reading: ButtonLanes.init) { _, button in
        ButtonMatchesPositionCheck(button)
    }

    package static func buttonAboveComposer(buttonGap: Setting<Double>) -> Self {
        Self(reading: ButtonLanes.init) { scenario, button in
            ButtonAboveComposerCheck(button, buttonGap: scenario.config[buttonGap])
        }
    }

    package static func pinHolds(pinnedDriftThreshold: Setting<Double>) -> Self {
        Self(reading: PinLanes.init) { scenario, pin in
            PinHoldsCheck(pin, pinnedDriftThreshold: scenario.config[pinnedDriftThreshold])
        }
    }

    // A form's active field and view.
    package static let fieldNotCovered = Self(reading: FormLanes.init) { _, form in FieldNotCoveredCheck(form) }

    /// The form's field checks, for every form handler: the active field not covered, no
    /// snap-back of the moved view, and no lift more than twice the space the handler keeps
    /// (`padding`: the form's `fieldPadding`, IQKeyboardManager's `keyboardDistance`).
    package static func formFields(padding: Setting<Double>) -> [Self] {
        [
            fieldNotCovered,
            Self(reading: FormLanes.init) { _, form in NoSnapBackCheck(form) },
            Self(reading: FormLanes.init) { scenario, form in
                FieldNotOverLiftedCheck(form, fieldPadding: scenario.config[padding])
            },
        ]
    }

    /// The form's view rides a floating keyboard.
    package static let formRidesFloatingKeyboard = Self(reading: { $0 }) { _, schema in
        RidesFloatingKeyboardCheck(schema, part: .form(viewY: FrameLane(.viewY, in: schema)))
    }

    /// The root view alone (`viewY`) rides a floating keyboard (iqkeyboardmanager: a scroll
    /// the user makes is no lift).
    package static let viewRidesFloatingKeyboard = Self(reading: { $0 }) { _, schema in
        RidesFloatingKeyboardCheck(schema, part: .view(viewY: FrameLane(.viewY, in: schema)))
    }

    // safe-area-padding's input bar.
    package static let barMovesWithKeyboard = Self(reading: BarMovesWithKeyboardCheck.init) { _, check in check }

    /// The input bar rides a floating keyboard; `closedBottom`: where the bar rests with
    /// the keyboard closed, in screen points.
    package static func barRidesFloatingKeyboard(closedBottom: @escaping @Sendable (Scenario) -> Double) -> Self {
        Self(reading: { $0 }) { scenario, schema in
            RidesFloatingKeyboardCheck(
                schema, part: .bar(barBottom: FrameLane(.barBottom, in: schema), closedBottom: closedBottom(scenario)))
        }
    }
}
