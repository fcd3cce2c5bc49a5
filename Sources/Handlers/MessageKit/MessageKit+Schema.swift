import UIKitModel

extension MessageKit {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, inset, indicator, contentH, viewportH, composerY, composerH, scroll
    }

    /// Its `config` keys, typed: the properties an app sets on MessagesViewController and
    /// its KeyboardManager, and the layout's section inset.
    public enum Settings {
        public static let additionalBottomInset = Setting(
            "additionalBottomInset", .signedPoints, default: 0,
            summary: "MessagesViewController.additionalBottomInset: added to the collection view's bottom inset.")
        public static let inputBarAdditionalBottomSpace = Setting(
            "inputBarAdditionalBottomSpace", .points, default: 0,
            summary: "KeyboardManager's additionalInputViewBottomConstraintConstant: extra space between the bar and the keyboard.")
        public static let shouldApplyAdditionBottomSpaceToInteractiveDismissal = Setting(
            "shouldApplyAdditionBottomSpaceToInteractiveDismissal", default: false,
            summary: "KeyboardManager's flag: the extra space also applies while a drag moves the bar.")
        public static let maintainPositionOnInputBarHeightChanged = Setting(
            "maintainPositionOnInputBarHeightChanged", default: false,
            summary: "MessagesViewController's flag: true keeps the position when the text changes (no scrollToLastItem).")
        public static let scrollsToLastItemOnKeyboardBeginsEditing = Setting(
            "scrollsToLastItemOnKeyboardBeginsEditing", default: false,
            summary: "MessagesViewController's flag: scroll to the last item 200 ms after the text view begins editing.")
        public static let sectionInsetBottom = Setting(
            "sectionInsetBottom", .points, default: 4,
            summary: "The layout's sectionInset.bottom: scrollToLastItem stops this far short of the content's end.")
    }

    public static let schema = HandlerSchema(
        name: "messagekit",
        summary: "MessageKit 5.0.0's MessagesViewController with InputBarAccessoryView 7.0.6's KeyboardManager: a bar constrained above the keyboard, the inset from the bar",
        configKeys: [
            Settings.additionalBottomInset.key, Settings.inputBarAdditionalBottomSpace.key,
            Settings.shouldApplyAdditionBottomSpaceToInteractiveDismissal.key,
            Settings.maintainPositionOnInputBarHeightChanged.key, Settings.scrollsToLastItemOnKeyboardBeginsEditing.key,
            Settings.sectionInsetBottom.key, .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [
            .contentSize, .composerLayout, FormScreen.Events.focus, LaunchChatView.Events.scrollToBottom,
            .dragBegin, .dragMove, .dragEnd, .tap,
        ],
        frame: FrameSchema(Field.self),
        composerYOrigin: .screenBottom)
        .drawn(as: screenParts)

    /// What its frames draw on the phone's screen (`kbreplay view`, compare), later parts on top.
    public static let screenParts: [FramePart] = [
        .list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH),
        .composer(y: .composerY, height: .composerH),
        .keyboard(top: .kbTop),
    ]
}

extension HandlerKind {
    /// MessageKit with InputBarAccessoryView's KeyboardManager (`libraries`: messagekit).
    public static let messageKit = HandlerKind(MessageKit.self)
}
