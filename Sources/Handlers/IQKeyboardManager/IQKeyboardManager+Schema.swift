import UIKitModel

extension IQKeyboardManager {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, viewY, offset, inset, contentH, viewportH, fieldTop, fieldBottom, covered, scroll
    }

    /// Its `config` keys, typed: the library's properties a form app sets.
    public enum Settings {
        public static let container = Setting(
            "container", default: Container.scrollView,
            summary: "Where the fields are: \"scrollView\" (the library scrolls it) or \"rootView\" (it moves the root view's frame).")
        public static let keyboardDistance = Setting(
            "keyboardDistance", .points, default: 10,
            summary: "`keyboardDistance`: the space asked between the field and the keyboard.")
        public static let restoreContentOffset = Setting(
            "restoreContentOffset", default: false, summary: "`restoreScrollViewContentOffset`: the hide scrolls back to the offset at the first lift.")
        public static let inStackView = Setting(
            "inStackView", default: false,
            summary: "The scroll view is in a stack view: offsets go through `setContentOffset(_:animated: true)`.")
        public static let navigationBarMaxY = Setting(
            "navigationBarMaxY", .points, default: 0,
            summary: "The navigation bar's bottom in the window (0: none, the status bar's safe area is the top).")
        public static let resignOnTouchOutside = Setting(
            "resignOnTouchOutside", default: false, summary: "`resignOnTouchOutside`: a tap ends editing.")
        public static let keyboardDismissMode = Setting(
            "keyboardDismissMode", default: DismissMode.none,
            summary: "The scroll view's `keyboardDismissMode`, never set by the library: UIKit's \"none\", or an app's \"interactive\".")
    }

    public static let schema = HandlerSchema(
        name: "iqkeyboardmanager",
        summary: "IQKeyboardManagerSwift 8.0.2: the focused field's scroll view scrolled or the root view lifted above the keyboard",
        configKeys: [
            Settings.container.key, Settings.keyboardDistance.key, Settings.restoreContentOffset.key,
            Settings.inStackView.key, Settings.navigationBarMaxY.key, Settings.resignOnTouchOutside.key,
            Settings.keyboardDismissMode.key, .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [.dragBegin, .dragMove, .dragEnd, .tap, .focus, .blur, .layoutPass],
        frame: FrameSchema(Field.self))
        .drawn(as: screenParts)

    /// What its frames draw on the phone's screen (`kbreplay view`), later parts on top:
    /// the moved root view, the form's list, its active field, the keyboard.
    public static let screenParts: [FramePart] = [
        .viewShift(y: .viewY),
        .list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH),
        .activeField(top: .fieldTop, bottom: .fieldBottom),
        .keyboard(top: .kbTop),
    ]
}

extension HandlerKind {
    /// IQKeyboardManagerSwift 8.0.2.
    public static let iqkeyboardmanager = HandlerKind(IQKeyboardManager.self)
}
