import UIKitModel

extension KeyboardLayoutGuide {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, guideTop, offset, viewportH, contentH, composerY, composerH, scroll

        public static let own: [FrameField] = [KeyboardLayoutGuide.guideTopField]
    }

    /// The guide's top edge on screen, as drawn.
    public static let guideTopField = FrameField("guideTop", .number)

    /// Its `config` keys, typed.
    public enum Settings {
        public static let followsUndockedKeyboard = Setting(
            "followsUndockedKeyboard", default: false,
            summary: "UIKeyboardLayoutGuide.followsUndockedKeyboard: whether the guide tracks a floating keyboard (else it rests as with the keyboard hidden).")
        public static let usesBottomSafeArea = Setting(
            "usesBottomSafeArea", default: true,
            summary: "usesBottomSafeArea (iOS 17): the guide rests on the safe area's bottom (true) or the view's bottom (false).")
        public static let keyboardDismissPadding = Setting(
            "keyboardDismissPadding", .points, default: 0,
            summary: "keyboardDismissPadding (iOS 17): an interactive dismissal starts this far above the keyboard (its top under the finger is the finger's y plus it).")
    }

    public static let schema = HandlerSchema(
        name: "keyboard-layout-guide",
        summary: "UIKeyboardLayoutGuide (iOS 15+): the composer pinned to the guide's top, the table's bottom to the composer's top",
        configKeys: [Settings.followsUndockedKeyboard.key, Settings.usesBottomSafeArea.key, Settings.keyboardDismissPadding.key, .defaultSafeBottom],
        eventTypes: EventType.keyboard + [.geometry, .contentSize, .composerLayout, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema(Field.self),
        composerYOrigin: .aboveSafeArea)
        .drawn(as: [
            .list(offset: .offset, contentHeight: .contentH, inset: nil, viewportHeight: .viewportH),
            .composer(y: .composerY, height: .composerH),
            .keyboard(top: .kbTop),
        ])

    /// Where `composerY` is measured from: the rest line (the safe area's bottom, or the
    /// view's with `usesBottomSafeArea` false).
    public static func composerYOrigin(config: HandlerConfig) -> HandlerSchema.ComposerYOrigin {
        config[Settings.usesBottomSafeArea] ? .aboveSafeArea : .screenBottom
    }
}

extension HandlerKind {
    /// UIKit's keyboard layout guide (iOS 15+): the platform's own answer
    /// (`docs/handlers/keyboard-layout-guide.md`).
    public static let keyboardLayoutGuide = HandlerKind(KeyboardLayoutGuide.self)
}
