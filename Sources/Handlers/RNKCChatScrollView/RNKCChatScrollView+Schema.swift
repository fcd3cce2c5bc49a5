import UIKitModel

extension RNKCChatScrollView {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, inset, indicator, contentH, viewportH, padding, atBottom, scroll
    }

    /// The `keyboardLiftBehavior` prop's values, as traces spell them.
    public enum LiftBehavior: String, CaseIterable, Sendable, ConfigChoice {
        /// The content always moves with the keyboard (the default).
        case always
        /// Only when the list is at its end (`scroll + V >= C - 20`).
        case whenAtEnd
        /// Never: only the inset changes (a hide at the end keeps the offset in range).
        case never
        /// Moves up with the keyboard, stays where it is when the keyboard shrinks or hides.
        case persistent
    }

    /// The list's `keyboardDismissMode` prop.
    public typealias DismissMode = ReactNativeDismissMode

    /// Its `config` keys, typed.
    public enum Settings {
        public static let keyboardLiftBehavior = Setting(
            "keyboardLiftBehavior", default: LiftBehavior.always,
            summary: "How the content follows the keyboard: \"always\" (the default), \"whenAtEnd\", \"never\" or \"persistent\".")
        public static let offset = Setting(
            "offset", .points, default: 0,
            summary: "The offset prop: points of the keyboard the list does not need to clear (a tab bar's height below it).")
        public static let blankSpace = Setting(
            "blankSpace", .points, default: 0,
            summary: "The blankSpace prop: a minimum bottom inset that absorbs the keyboard's opening.")
        public static let extraContentPadding = Setting(
            "extraContentPadding", .points, default: 0,
            summary: "The extraContentPadding prop: padding below the content on top of the keyboard's.")
        public static let keyboardDismissMode = Setting(
            "keyboardDismissMode", default: DismissMode.none,
            summary: "The list's keyboardDismissMode: \"none\" (RN's default) or \"interactive\".")
    }

    public static let schema = HandlerSchema(
        name: "rnkc-chat-scroll-view",
        summary: "KeyboardChatScrollView (react-native-keyboard-controller 1.22.4): a chat list whose inset is the keyboard's height, its offset set once per move in onStart",
        configKeys: [
            Settings.keyboardLiftBehavior.key, Settings.offset.key, Settings.blankSpace.key,
            Settings.extraContentPadding.key, Settings.keyboardDismissMode.key, .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [.contentSize, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema(Field.self))
        .drawn(as: screenParts)

    /// What its frames draw on the phone's screen (`kbreplay view`, compare), later parts on top.
    public static let screenParts: [FramePart] = [
        .list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH),
        .keyboard(top: .kbTop),
    ]
}

extension HandlerKind {
    /// react-native-keyboard-controller's `KeyboardChatScrollView`.
    public static let rnkcChatScrollView = HandlerKind(RNKCChatScrollView.self)
}
