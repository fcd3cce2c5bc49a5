import UIKitModel

extension RNKeyboardAvoidingView {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, viewportH, contentH, composerY, composerH, bottom, viewY, scroll

        public static let own: [FrameField] = [.kavBottom]
    }

    /// The `behavior` prop's values, as traces spell them.
    public enum Behavior: String, CaseIterable, Sendable, ConfigChoice {
        /// `paddingBottom: bottom` on the KAV.
        case padding
        /// `height: Hk - bottom, flex: 0` while `bottom > 0`; its `onLayout` feeds back.
        case height
        /// An inner view with `bottom: bottom` holds the children.
        case position
    }

    /// The list's `keyboardDismissMode` prop, as traces spell it.
    public enum DismissMode: String, CaseIterable, Sendable, ConfigChoice {
        /// React Native's default: a drag never moves the keyboard.
        case none
        /// UIKit's `.interactive` (the world's).
        case interactive
        /// UIKit's `.onDrag`: a drag's begin ends editing.
        case onDrag = "on-drag"
    }

    /// Its `config` keys, typed.
    public enum Settings {
        public static let behavior = Setting(
            "behavior", default: Behavior.padding,
            summary: "The KAV's behavior prop: \"padding\" (RN's docs on iOS), \"height\" or \"position\".")
        public static let keyboardVerticalOffset = Setting(
            "keyboardVerticalOffset", .signedPoints, default: 0,
            summary: "The keyboardVerticalOffset prop, subtracted from the keyboard's screen y (negative allowed).")
        public static let enabled = Setting(
            "enabled", default: true, summary: "The enabled prop: false keeps _bottom but never sets state.")
        public static let lagFrames = Setting(
            "lagFrames", .frames, default: 1,
            summary: "The display frame strictly after a notification at which JS's commit mounts (an integer 0...10; 0: at its time).")
        public static let keyboardDismissMode = Setting(
            "keyboardDismissMode", default: DismissMode.none,
            summary: "The list's keyboardDismissMode: \"none\" (RN's default), \"interactive\" or \"on-drag\".")
        public static let prefersCrossFadeTransitions = Setting(
            "prefersCrossFadeTransitions", default: false,
            summary: "What AccessibilityInfo.prefersCrossFadeTransitions() answers: true makes a willShow's zero rect give 0.")
    }

    public static let schema = HandlerSchema(
        name: "rn-keyboard-avoiding-view",
        summary: "React Native 0.86.2's KeyboardAvoidingView (New Architecture): a KAV around a list and a composer, lifted a commit after willShow",
        configKeys: [
            Settings.behavior.key, Settings.keyboardVerticalOffset.key, Settings.enabled.key, Settings.lagFrames.key,
            Settings.keyboardDismissMode.key, Settings.prefersCrossFadeTransitions.key, .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [.contentSize, .composerLayout, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema(Field.self),
        composerYOrigin: .screenBottom)
        .drawn(as: screenParts)

    /// What its frames draw on the phone's screen (`kbreplay view`, compare), later parts
    /// on top: the "position" inner view (it carries the list), the list, the composer.
    public static let screenParts: [FramePart] = [
        .viewShift(y: .viewY),
        .list(offset: .offset, contentHeight: .contentH, inset: nil, viewportHeight: .viewportH),
        .composer(y: .composerY, height: .composerH),
        .keyboard(top: .kbTop),
    ]

    /// `lagFrames` of `config` as a count: a whole number 0...10, as the decoder checks
    /// (`ValueRange.frames`); clamped for a config made in code (not finite: the default).
    static func lagFrames(_ config: HandlerConfig) -> Int {
        let lag = config[Settings.lagFrames]
        return lag.isFinite ? min(10, max(0, Int(lag))) : Int(Settings.lagFrames.defaultValue)
    }
}

extension FrameField {
    /// rn-keyboard-avoiding-view's `state.bottom` (model): the KAV's committed bottom.
    public static let kavBottom = FrameField("bottom", .number)
}

extension HandlerKind {
    /// React Native's KeyboardAvoidingView (`docs/handlers/rn-keyboard-avoiding-view.md`).
    public static let rnKeyboardAvoidingView = HandlerKind(RNKeyboardAvoidingView.self)
}
