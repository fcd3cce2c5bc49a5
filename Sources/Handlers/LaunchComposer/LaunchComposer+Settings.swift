import UIKitModel

extension LaunchComposer {
    /// Its `config` keys, typed, each declared once (name, range, default, summary): the
    /// policies, then the constants in `docs/handlers/launch-composer.md` order.
    /// `Configuration` holds their values.
    public enum Settings {
        public static let pinToTopEnabled = Setting(
            "pinToTopEnabled", default: false,
            summary: "Whether a send arms a pin-to-top (the JS prop's start value).")
        public static let deferPinWhileKeyboardHides = Setting(
            "deferPinWhileKeyboardHides", default: false,
            summary: "Hold a pin back until the keyboard has hidden (the behaviour the library's notes describe).")
        public static let keyboardPolicy = Setting(
            "keyboardPolicy", default: KeyboardPolicy.overlay,
            summary: "What opening the keyboard does when the user is not near the bottom: overlay keeps the offset, push moves the content.")
        public static let composerKeyboardGap = Setting(
            "composerKeyboardGap", .points, default: 10,
            summary: "Gap between the composer and the keyboard's top while the keyboard is open.")
        public static let minBottomPadding = CommonSettings.minBottomPadding
        public static let indicatorGap = Setting(
            "indicatorGap", .points, default: 1,
            summary: "The scroll indicator's inset stops this far above the composer.")
        public static let keyboardNearBottomThreshold = Setting(
            "keyboardNearBottomThreshold", .points, default: 80,
            summary: "Within this many points of the bottom, opening or closing the keyboard follows with the content.")
        public static let nearBottomThreshold = Setting(
            "nearBottomThreshold", .points, default: 100,
            summary: "Within this many points of the bottom counts as at the bottom for the button and composer growth.")
        public static let pinnedNearBottomSlack = Setting(
            "pinnedNearBottomSlack", .points, default: 60,
            summary: "While pinned, at the bottom means an offset at least the pinned offset minus this.")
        public static let pinTopPadding = Setting(
            "pinTopPadding", .points, default: 16,
            summary: "The gap above a message pinned to the top.")
        public static let pinVelocity = Setting(
            "pinVelocity", .positivePoints, default: 1800,
            summary: "Points per second of the pin scroll, which sets its duration.")
        public static let pinMinDuration = Setting(
            "pinMinDuration", .seconds, default: 0.16,
            summary: "The shortest pin scroll, in seconds (not greater than pinMaxDuration).")
        public static let pinMaxDuration = Setting(
            "pinMaxDuration", .seconds, default: 0.26,
            summary: "The longest pin scroll, in seconds.")
        public static let pinnedDriftThreshold = Setting(
            "pinnedDriftThreshold", .points, default: 3,
            summary: "A pinned offset is corrected only when it drifted further than this.")
        public static let pinnedCorrectionInterval = Setting(
            "pinnedCorrectionInterval", .seconds, default: 1.0 / 30.0,
            summary: "At most one pin correction per this many seconds.")
        public static let dismissVelocity = Setting(
            "dismissVelocity", .signedPoints, default: -1.2,
            summary: "Points per millisecond (negative = finger moving down): a drag released at or below it dismisses the keyboard.")
        public static let buttonGap = Setting(
            "buttonGap", .points, default: 8,
            summary: "The scroll-to-bottom button sits this far above the composer.")
        public static let buttonSize = Setting(
            "buttonSize", .points, default: 32,
            summary: "The scroll-to-bottom button's side.")
        public static let buttonRise = Setting(
            "buttonRise", .points, default: 12,
            summary: "The button slides in from this many points lower.")
        public static let revealAlpha = Setting(
            "revealAlpha", .unit, default: 0.96,
            summary: "The content's alpha at the start of a pin reveal.")
        public static let revealShift = Setting(
            "revealShift", .points, default: 6,
            summary: "The content's downward shift at the start of a pin reveal.")
    }
}
