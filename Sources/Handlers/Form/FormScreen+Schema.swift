import UIKitModel

extension FormScreen {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, viewY, offset, contentH, viewportH, fieldTop, fieldBottom, covered, scroll
    }

    /// Its `config` keys, typed.
    public enum Settings {
        public static let strategy = Setting(
            "strategy", default: Strategy.scrollView,
            summary: "\"frameShift\" moves the view's frame by hand (the bug); \"scrollView\" scrolls the form (the fix).")
        public static let fieldPadding = Setting(
            "fieldPadding", .points, default: 20, summary: "Space kept around the active field (the seed's 20).")
    }

    public static let schema = HandlerSchema(
        name: "form",
        summary: "seed 004: a form whose active field must clear the keyboard, by moving the view (frameShift) or scrolling (scrollView)",
        configKeys: [
            Settings.strategy.key, Settings.fieldPadding.key, .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [.geometry, .dragBegin, .dragMove, .dragEnd, .tap, Events.focus, Events.blur, Events.layoutPass],
        eventRules: [
            .onlyWithChoice(EventType.drags, key: Settings.strategy.name, value: Strategy.scrollView.rawValue,
                because: "a frame-shifted form has no scroll view to drag"),
        ],
        frame: FrameSchema(Field.self))
        .drawn(as: screenParts)
}

extension FormScreen {
    /// What its frames draw on the phone's screen (`kbreplay view`), later parts on top.
    public static let screenParts: [FramePart] = [
        .viewShift(y: .viewY),
        .list(offset: .offset, contentHeight: .contentH, inset: nil, viewportHeight: .viewportH),
        .activeField(top: .fieldTop, bottom: .fieldBottom),
        .keyboard(top: .kbTop),
    ]
}

extension HandlerKind {
    /// Seed 004's form screen.
    public static let form = HandlerKind(FormScreen.self)
}
