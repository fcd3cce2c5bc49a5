import HandlerCore

extension HandlerInvariants {
    /// The checks of a chat screen, a composer over a scroll view of messages, that any
    /// chat handler registers (the built-in four do).
    public static let chatScreen: [Check] = [
        Check { _ in ComposerRidesKeyboardCheck() },
        Check(reading: PinLanes.init) { _, pin in ContentNotCoveredCheck(pin) },
        Check { _ in TwoPhaseMotionCheck() },
        Check { _ in BlankGapCheck() },
        Check(reading: { $0 }) { _, schema in RidesFloatingKeyboardCheck(schema, part: .composer) },
    ]

    /// A chat screen's composer: its drawn place and its height count for rest.
    package static let composerRest = RestFields(model: [.composerH], drawn: [.composerY])
}
