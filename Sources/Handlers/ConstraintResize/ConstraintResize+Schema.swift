import UIKitModel

extension ConstraintResize {
    /// The frame fields, in the order they are written: a field's raw value is its index in `FrameValues`.
    public enum Field: Int, CaseIterable, Sendable {
        case kbTop, offset, viewportH, contentH, composerY, composerH, scroll

        public var field: FrameField {
            switch self {
            case .kbTop: .kbTop
            case .offset: .offset
            case .viewportH: .viewportH
            case .contentH: .contentH
            case .composerY: .composerY
            case .composerH: .composerH
            case .scroll: .scroll
            }
        }
    }

    /// The values of `pinnedTo`, as traces spell them.
    public enum PinnedTo: String, CaseIterable, Sendable, ConfigChoice {
        /// The seed's outlet: the content view's bottom on its superview's bottom (`Hb = H`).
        case superview
        /// A modern port: the content view's bottom on the safe area's (`Hb = H - safeBottom`).
        case safeArea

        /// Where `composerY` is measured from: the composer rests with its bottom at `Hb`.
        public var composerYOrigin: HandlerSchema.ComposerYOrigin {
            switch self {
            case .superview: .screenBottom
            case .safeArea: .aboveSafeArea
            }
        }
    }

    /// Its `config` keys, typed.
    public enum Settings {
        public static let pinnedTo = Setting(
            "pinnedTo", default: PinnedTo.superview,
            summary: "What the content view's bottom constraint is pinned to: \"superview\" (the seed) or \"safeArea\" (a modern port).")
    }

    public static let schema = HandlerSchema(
        name: "constraint-resize",
        summary: "seed 002: a bottom constraint shrinks the message table's frame by the keyboard's overlap; the offset moves by the height's change",
        configKeys: [Settings.pinnedTo.key, .defaultSafeBottom],
        eventTypes: EventType.keyboard + [.geometry, .contentSize, .composerLayout, .dragBegin, .dragMove, .dragEnd, .tap],
        frame: FrameSchema(Field.allCases.map(\.field)),
        composerYOrigin: PinnedTo.superview.composerYOrigin)
        .drawn(as: [
            .list(offset: .offset, contentHeight: .contentH, inset: nil, viewportHeight: .viewportH),
            .composer(y: .composerY, height: .composerH),
            .keyboard(top: .kbTop),
        ])

    /// Where the composer's `composerY` is measured from under `config`: `pinnedTo` decides
    /// (the schema's `composerYOrigin` is the default's, `"superview"`).
    public static func composerYOrigin(config: HandlerConfig) -> HandlerSchema.ComposerYOrigin {
        config[Settings.pinnedTo].composerYOrigin
    }
}

extension HandlerKind {
    /// Seed 002's chat screen: a bottom constraint resizes the message table.
    public static let constraintResize = HandlerKind(ConstraintResize.self)
}
