import UIKitModel

extension JSPadding {
    /// The frame fields, in the order they are written: a field's raw value is its index in `FrameValues`.
    public enum Field: Int, CaseIterable, Sendable {
        case kbTop, offset, contentH, viewportH, composerY, padding, scroll

        public var field: FrameField {
            switch self {
            case .kbTop: .kbTop
            case .offset: .offset
            case .contentH: .contentH
            case .viewportH: .viewportH
            case .composerY: .composerY
            case .padding: .padding
            case .scroll: .scroll
            }
        }
    }

    /// The config keys, declared once (`Settings` reads them).
    enum Keys {
        static let chatGap = ConfigKey(
            "chatGap", .number(.points, default: 8),
            summary: "The snippet's GAP (undefined there): the space between the last message and the composer, as in the native module.")
        static let lagFrames = ConfigKey(
            "lagFrames", .number(.frames, default: 1),
            summary: "How many frames late the library's keyboard height reaches the layout (an integer 0...10; 0: in sync).")
        static let heightAsWritten = ConfigKey(
            "heightAsWritten", .flag(default: true),
            summary: "true: the snippet as written (the library's height is negative, the padding shrinks); false: as its comment intends (it grows).")
    }

    /// The largest `lagFrames`.
    public static let maximumLagFrames = 10

    public static let schema = HandlerSchema(
        name: "js-padding",
        summary: "seed 000's JS-only alternative: a list footer padded by react-native-keyboard-controller's keyboard height, a sticky composer",
        configKeys: [Keys.chatGap, Keys.lagFrames, Keys.heightAsWritten, .defaultSafeBottom],
        eventTypes: EventType.keyboard + [.contentSize, .composerLayout, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema(Field.allCases.map(\.field)),
        composerYOrigin: .aboveSafeArea)
        .drawn(as: [
            .list(offset: .offset, contentHeight: .contentH, inset: nil, viewportHeight: .viewportH),
            .composer(y: .composerY, height: nil),
            .keyboard(top: .kbTop),
        ])

    /// The handler's typed configuration: the one place its `config` is read.
    struct Settings: Equatable, Sendable {
        var chatGap: Double
        var lagFrames: Int
        var heightAsWritten: Bool

        init(_ config: HandlerConfig) {
            chatGap = config.number(Keys.chatGap.name, or: 8)
            // A whole number 0...10, as the decoder checks (`ValueRange.frames`); clamped for
            // a config made in code.
            let lag = config.number(Keys.lagFrames.name, or: 1)
            lagFrames = lag.isFinite ? min(JSPadding.maximumLagFrames, max(0, Int(lag))) : 1
            heightAsWritten = config.flag(Keys.heightAsWritten.name)
        }
    }
}
