import UIKitModel

extension JSPadding {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, offset, contentH, viewportH, composerY, padding, scroll
    }

    /// Its `config` keys, typed.
    public enum Settings {
        public static let chatGap = Setting(
            "chatGap", .points, default: 8,
            summary: "The snippet's GAP (undefined there): the space between the last message and the composer, as in the native module.")
        public static let lagFrames = Setting(
            "lagFrames", .frames, default: 1,
            summary: "How many frames late the library's keyboard height reaches the layout (an integer 0...10; 0: in sync).")
        public static let heightAsWritten = Setting(
            "heightAsWritten", default: true,
            summary: "true: the snippet as written (the library's height is negative, the padding shrinks); false: as its comment intends (it grows).")
    }

    /// The largest `lagFrames`.
    public static let maximumLagFrames = 10

    public static let schema = HandlerSchema(
        name: "js-padding",
        summary: "seed 000's JS-only alternative: a list footer padded by react-native-keyboard-controller's keyboard height, a sticky composer",
        configKeys: [Settings.chatGap.key, Settings.lagFrames.key, Settings.heightAsWritten.key, .defaultSafeBottom],
        eventTypes: EventType.keyboard + [.geometry, .contentSize, .composerLayout, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema(Field.self),
        composerYOrigin: .aboveSafeArea)
        .drawn(as: [
            .list(offset: .offset, contentHeight: .contentH, inset: nil, viewportHeight: .viewportH),
            .composer(y: .composerY, height: nil),
            .keyboard(top: .kbTop),
        ])

    /// `lagFrames` of `config` as a count: a whole number 0...10, as the decoder checks
    /// (`ValueRange.frames`); clamped for a config made in code (not finite: the default).
    static func lagFrames(_ config: HandlerConfig) -> Int {
        let lag = config[Settings.lagFrames]
        return lag.isFinite ? min(maximumLagFrames, max(0, Int(lag))) : Int(Settings.lagFrames.defaultValue)
    }

}

extension HandlerKind {
    /// Seed 000's JS-only alternative: a list footer padded by the keyboard's height.
    public static let jsPadding = HandlerKind(JSPadding.self)
}
