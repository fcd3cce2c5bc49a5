import UIKitModel

extension SafeAreaPadding {
    /// The frame fields, in the order they are written (`FrameFields`: a case's raw value is its
    /// lane in `FrameValues`, its name the field's key).
    public enum Field: Int, FrameFields {
        case kbTop, safeArea, padding, barBottom, barGap, composerH

        public static let own: [FrameField] = [.safeArea, .barBottom, .barGap]
    }

    /// The values of `detection`, as traces spell them.
    public enum Detection: String, CaseIterable, Sendable, ConfigChoice {
        /// The seed's solution: the padding follows the safe area in the same layout pass.
        case layout
        /// What the seed warns against: the padding follows keyboard notifications.
        case notification
    }

    /// Its `config` keys, typed.
    public enum Settings {
        public static let detection = Setting(
            "detection", default: Detection.layout,
            summary: "How the bar decides the keyboard is visible: \"layout\" (the safe area, same pass) or \"notification\" (state, rendered a frame later).")
        public static let hiddenPadding = Setting(
            "hiddenPadding", .points, default: 26,
            summary: "The bar's bottom padding with the keyboard hidden (concentric with the screen's corners).")
        public static let visiblePadding = Setting(
            "visiblePadding", .points, default: 12, summary: "The bar's bottom padding above a visible keyboard.")
        public static let visibleThreshold = Setting(
            "visibleThreshold", .points, default: 10,
            summary: "The safe area must exceed its baseline by more than this for the keyboard to count as visible.")
    }

    public static let schema = HandlerSchema(
        name: "safe-area-padding",
        summary: "seed 003: a SwiftUI input bar whose bottom padding switches with the keyboard, by safe area or by notification",
        configKeys: [
            Settings.detection.key, Settings.hiddenPadding.key, Settings.visiblePadding.key,
            Settings.visibleThreshold.key,
            .defaultSafeBottom,
        ],
        eventTypes: EventType.keyboard + [.geometry, .composerLayout],
        frame: FrameSchema(Field.self))
        .drawn(as: screenParts)
}

extension FrameField {
    /// `kbTop - barBottom`, both as drawn: the space between the bar and the keyboard's top.
    public static let barGap = FrameField("barGap", .number)
}

extension SafeAreaPadding {
    /// What its frames draw on the phone's screen (`kbreplay view`), later parts on top.
    public static let screenParts: [FramePart] = [
        .bar(bottom: .barBottom, height: .composerH),
        .keyboard(top: .kbTop),
    ]
}

extension HandlerKind {
    /// Seed 003's SwiftUI input bar with safe-area padding.
    public static let safeAreaPadding = HandlerKind(SafeAreaPadding.self)
}
