import Handlers

extension HandlerInvariants {
    /// The checks of a chat screen, a composer over a scroll view of messages, that any
    /// chat handler registers (the built-in two do).
    public static let chatScreen: [Check] = [
        Check { _ in ComposerRidesKeyboardCheck() },
        Check { _ in ContentNotCoveredCheck() },
        Check { _ in TwoPhaseMotionCheck() },
        Check { _ in BlankGapCheck() },
    ]
}
