import UIKitModel

extension LaunchComposer {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, inset, indicator, contentH, viewportH, revealY, revealAlpha
        case composerY, composerH, btnAlpha, btnY, pin, runway, pinned, atBottom, scroll

        public static let own: [FrameField] = [.revealY, .revealAlpha, .btnAlpha, .btnY, .pin, .runway, .pinned]
    }

    public static let schema = HandlerSchema(
        name: "launch-composer",
        summary: "seed 001: the chat screen of @launchhq/react-native-keyboard-composer (insets, pin-to-top, runway, scroll-to-bottom button)",
        configKeys: Configuration.keys,
        configConstraints: [.notGreater(Settings.pinMinDuration, than: Settings.pinMaxDuration)],
        eventTypes: EventType.keyboard + [.geometry,
            .contentSize, .composerLayout, Events.extraBottomInset, Events.send, Events.scrollToTopTrigger,
            Events.pinToTopEnabled, .dragBegin, .dragMove, .dragEnd, .tap, Events.tapScrollToBottom,
        ],
        frame: FrameSchema(Field.self))
        .drawn(as: screenParts)
}

extension FrameField {
    /// The content's pin-reveal alpha, as drawn (1 at rest).
    public static let revealAlpha = FrameField("revealAlpha", .alpha)
}

extension LaunchComposer {
    /// What its frames draw on the phone's screen (`kbreplay view`), later parts on top.
    public static let screenParts: [FramePart] = [
        .list(offset: .offset, contentHeight: .contentH, inset: .inset, viewportHeight: .viewportH),
        .contentShift(y: .revealY, alpha: .revealAlpha),
        .runway(height: .runway),
        .composer(y: .composerY, height: .composerH),
        .button(bottom: .btnY, alpha: .btnAlpha, size: 32),
        .keyboard(top: .kbTop),
    ]
}

extension HandlerKind {
    /// Seed 001's chat screen (`docs/handlers/launch-composer.md`): the default.
    public static let launchComposer = HandlerKind(LaunchComposer.self)
}
