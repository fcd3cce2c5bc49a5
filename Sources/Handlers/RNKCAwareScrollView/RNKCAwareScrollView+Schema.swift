import UIKitModel

extension RNKCAwareScrollView {
    /// The frame fields, in the order they are written: a field's raw value is its index in `FrameValues`.
    public enum Field: Int, CaseIterable, Sendable {
        case kbTop, offset, inset, contentH, viewportH, fieldTop, fieldBottom, covered, kbHeight, scroll

        public var field: FrameField {
            switch self {
            case .kbTop: .kbTop
            case .offset: .offset
            case .inset: .inset
            case .contentH: .contentH
            case .viewportH: .viewportH
            case .fieldTop: .fieldTop
            case .fieldBottom: .fieldBottom
            case .covered: .covered
            case .kbHeight: .kbHeight
            case .scroll: .scroll
            }
        }
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
        frame: FrameSchema(Field.allCases.map(\.field)))
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
