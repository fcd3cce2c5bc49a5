import UIKitModel

extension RNKCAwareScrollView {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, inset, contentH, viewportH, fieldTop, fieldBottom, covered, kbHeight, scroll

        public static let own: [FrameField] = [.kbHeight]
    }

    /// Its `config` keys, typed.
    public enum Settings {
        public static let bottomOffset = Setting(
            "bottomOffset", .signedPoints, default: 0, summary: "The bottomOffset prop: space kept between the focused input and the keyboard.")
        public static let extraKeyboardSpace = Setting(
            "extraKeyboardSpace", .signedPoints, default: 0, summary: "The extraKeyboardSpace prop, added to the keyboard padding.")
        public static let disableScrollOnKeyboardHide = Setting(
            "disableScrollOnKeyboardHide", default: false, summary: "The disableScrollOnKeyboardHide prop: onMove does not scroll while the keyboard hides.")
        public static let keyboardDismissMode = Setting(
            "keyboardDismissMode", default: DismissMode.none,
            summary: "The scroll view's keyboardDismissMode: \"none\" (RN's default) or \"interactive\".")
    }

    public static let schema = HandlerSchema(
        name: "rnkc-aware-scroll-view",
        summary: "react-native-keyboard-controller 1.22.4's KeyboardAwareScrollView: a form scrolled per frame to keep the focused input above the keyboard",
        configKeys: [
            Settings.bottomOffset.key, Settings.extraKeyboardSpace.key, Settings.disableScrollOnKeyboardHide.key,
            Settings.keyboardDismissMode.key, .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [.contentSize, .dragBegin, .dragMove, .dragEnd, .tap, FormScreen.Events.focus, FormScreen.Events.blur],
        frame: FrameSchema(Field.self))
        .drawn(as: screenParts)

    /// What its frames draw on the phone's screen (`kbreplay view`, compare), later parts on top.
    public static let screenParts: [FramePart] = [
        .list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH),
        .activeField(top: .fieldTop, bottom: .fieldBottom),
        .keyboard(top: .kbTop),
    ]
}

extension FrameField {
    /// The last keyboard height JavaScript received (onStart, onMove or onEnd).
    public static let kbHeight = FrameField("kbHeight", .number)
}

extension HandlerKind {
    /// react-native-keyboard-controller's KeyboardAwareScrollView.
    public static let rnkcAwareScrollView = HandlerKind(RNKCAwareScrollView.self)
}
